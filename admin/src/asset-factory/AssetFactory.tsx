import { ComingSoon } from '../layout/ComingSoon';

export const AssetFactory = () => (
  <ComingSoon
    title="Asset Factory"
    description="Generate operating agreements, valuation memos, trust agreements and other documents from templates."
  />
);
