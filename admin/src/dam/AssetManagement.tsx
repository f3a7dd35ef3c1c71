import { ComingSoon } from '../layout/ComingSoon';

export const AssetManagement = () => (
  <ComingSoon
    title="Digital Asset Management"
    description="Upload documents and images and browse the asset library by type."
  />
);
