// The audit resource, audit log entries at /admin/audit (GET /api/audit).
// Its screens load when first opened (lazy), so the shell's first download stays small.
import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AuditList').then((m) => ({ default: m.AuditList }))),
  icon: HistoryIcon,
};
