// The quality resource, quality test suites: suites, runs and metrics at /admin/quality (GET
// /api/admin/quality/test-suites).
// Its screens load when first opened (lazy), so the shell's first download stays small.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./QualityTesting').then((m) => ({ default: m.QualityTesting }))),
  icon: FactCheckIcon,
};
