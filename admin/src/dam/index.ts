// The dam resource, assets: the upload area and asset library at /admin/dam (GET /api/assets).
// Its screens load when first opened (lazy), so the shell's first download stays small.
import FolderIcon from '@mui/icons-material/Folder';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AssetManagement').then((m) => ({ default: m.AssetManagement }))),
  icon: FolderIcon,
};
