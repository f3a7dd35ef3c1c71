// The asset-factory resource, instruments: templates, the document form, drafts and the pipeline at
// /admin/asset-factory (GET /api/instruments).
// Its screens load when first opened (lazy), so the shell's first download stays small.
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AssetFactory').then((m) => ({ default: m.AssetFactory }))),
  icon: PrecisionManufacturingIcon,
};
