// The back-office area a file belongs to, by what it is, not by the screen it is reached from: a mail scan is the
// mail room's, an order's document (generated or signed) the pipeline's, anything else the asset library's. Every
// generic asset route applies the rule of that area, as the specific screen does.
import type { StaffArea } from './roles';

export interface AssetNature {
  /** A mail item's scan. */
  isMailScan: boolean;
  /** An order's document: generated for it, or a signature's file. */
  isOrderDocument: boolean;
}

export function assetArea(nature: AssetNature): StaffArea {
  if (nature.isMailScan) return 'mailroom';
  if (nature.isOrderDocument) return 'pipeline';
  return 'dam';
}
