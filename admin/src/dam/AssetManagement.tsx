import { PageHeader } from '../layout/PageHeader';
import { addScreenMessages } from '../providers/i18nProvider';
import { AssetLibrary } from './AssetLibrary';
import { damMessages } from './messages';
import { UploadPanel } from './UploadPanel';

addScreenMessages('dam', damMessages);

export const AssetManagement = () => (
  <>
    <PageHeader title="app.dam.title" subtitle="app.dam.subtitle" />
    <UploadPanel />
    <AssetLibrary />
  </>
);
