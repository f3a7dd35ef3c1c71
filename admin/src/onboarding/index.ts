// The onboarding resource, orders: the board of paid orders at /admin/onboarding, one order at /admin/onboarding/:id
// (GET /api/admin/orders/:id).
// Its screens load when first opened (lazy), so the shell's first download stays small.
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazy } from 'react';
import { withScreenMessages } from '../providers/screenMessages';

export default {
  list: lazy(() =>
    import('./OnboardingPipeline')
      .then(withScreenMessages('onboarding'))
      .then((m) => ({ default: m.OnboardingPipeline })),
  ),
  edit: lazy(() =>
    import('./OrderPage').then(withScreenMessages('onboarding')).then((m) => ({ default: m.OrderPage })),
  ),
  icon: AccountTreeIcon,
};
