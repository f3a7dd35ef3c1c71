// Staff turn a client's automatic filing on (with the card the client keeps) or off, on the client's behalf:
// react-admin's update of the entity (PUT /api/admin/entities/:id); the server audits it and answers 409 with the
// reason when the client keeps no card.
import { Button } from '@mui/material';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/errorMessage';
import type { ComplianceRecord } from './types';

export const AutoFileButton = ({ record }: { record: ComplianceRecord }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<{ id: string; autoFile: boolean }>();
  if (record.status === 'FILED') return null;
  const toggle = () =>
    update(
      'admin/entities',
      { id: record.entityId, data: { autoFile: !record.autoFile } },
      {
        onSuccess: ({ autoFile }) => {
          notify(autoFile ? 'app.notification.auto_file_on' : 'app.notification.auto_file_off', {
            type: 'success',
            messageArgs: { name: record.businessName },
          });
          // every obligation of the entity shows the switch
          refresh();
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Button
      size="small"
      disabled={isPending}
      aria-pressed={record.autoFile}
      aria-label={`Automatic filing for ${record.businessName}`}
      onClick={toggle}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {record.autoFile ? 'Auto-filing on' : 'Auto-filing off'}
    </Button>
  );
};
