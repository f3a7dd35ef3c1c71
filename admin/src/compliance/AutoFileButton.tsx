// Staff turn a client's automatic filing on (with the card the client keeps) or off, on the client's behalf; the
// server audits it and answers 409 with the reason when the client keeps no card.
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { ComplianceRecord } from './types';

export const AutoFileButton = ({ record }: { record: ComplianceRecord }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: () => dataProvider.setAutoFile(record.entityId, !record.autoFile),
    onSuccess: ({ autoFile }) => {
      notify(autoFile ? 'app.notification.auto_file_on' : 'app.notification.auto_file_off', {
        type: 'success',
        messageArgs: { name: record.businessName },
      });
      refresh();
    },
    onError: (error: Error) => notify(errorMessage(error), { type: 'error' }),
  });
  if (record.status === 'FILED') return null;
  return (
    <Button
      size="small"
      disabled={save.isPending}
      aria-pressed={record.autoFile}
      aria-label={`Automatic filing for ${record.businessName}`}
      onClick={() => save.mutate()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {record.autoFile ? 'Auto-filing on' : 'Auto-filing off'}
    </Button>
  );
};
