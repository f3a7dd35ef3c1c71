import { PageHeader } from '../layout/PageHeader';
import { AssetLibrary } from './AssetLibrary';
import { UploadPanel } from './UploadPanel';

export const AssetManagement = () => (
  <>
    <PageHeader
      title="Digital Asset Management"
      subtitle="Upload documents and images and browse the asset library by type."
    />
    <UploadPanel />
    <AssetLibrary />
  </>
);
