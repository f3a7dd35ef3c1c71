// The compliance resource, compliance deadlines at /admin/compliance (GET /api/admin/compliance).
// Its screens load when first opened (lazy), so the shell's first download stays small.
import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ComplianceList').then((m) => ({ default: m.ComplianceList }))),
  icon: EventNoteIcon,
};
