// The mailroom resource, mail received as registered agent at /admin/mailroom (GET /api/admin/mail).
// Its screen loads when first opened (lazy), so the shell's first download stays small.
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./MailRoom').then((m) => ({ default: m.MailRoom }))),
  icon: MarkunreadMailboxIcon,
};
