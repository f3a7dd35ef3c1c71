import { useListContext } from 'react-admin';
import { ExportCsvButton } from '../layout/ExportCsvButton';

/** Downloads the entries the current filters select (the server streams them all, not just this page). */
export const ExportAuditButton = () => {
  const { filterValues } = useListContext();
  return (
    <ExportCsvButton
      size="small"
      params={{ type: 'audit', filter: JSON.stringify(filterValues) }}
      fallbackPrefix="audit_logs_export"
      successMessage="app.notification.audit_exported"
    />
  );
};
