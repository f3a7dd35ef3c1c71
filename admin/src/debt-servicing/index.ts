// The debt-servicing resource, loans: the calculator and the loan portfolio at /admin/debt-servicing (GET
// /api/loans).
// Its screens load when first opened (lazy), so the shell's first download stays small.
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./DebtServicing').then((m) => ({ default: m.DebtServicing }))),
  icon: AccountBalanceIcon,
};
