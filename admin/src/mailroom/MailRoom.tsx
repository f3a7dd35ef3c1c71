// /admin/mailroom: mail received as registered agent for clients' entities. Staff log each item with its scan
// (the client is emailed at once), follow what the client has seen and acknowledged, and close items with a note.
// ?entityId= shows one entity's history (linked from its registered-agent renewal on the compliance screen).
// A react-admin <List> of admin/mail (GET /api/admin/mail, filtered on the server) in a <DataTable>.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DataTableBody,
  type DataTableBodyProps,
  DataTableRow,
  type DataTableRowProps,
  List,
  SelectInput,
  TextInput,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { awaitsAcknowledgement, MAIL_KIND_LABELS, MAIL_KINDS, MAIL_STATUSES } from '../../../domain/mailroom';
import { formatDateTime, statusColour } from '../format';
import { PageHeader } from '../layout/PageHeader';
import { addScreenMessages } from '../providers/i18nProvider';
import { MAIL_ITEMS } from '../providers/mailResources';
import { CloseMailDialog } from './CloseMailDialog';
import { LogMailDialog } from './LogMailDialog';
import { mailroomMessages } from './messages';
import type { StaffMailItem } from './types';

addScreenMessages('mailroom', mailroomMessages);

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/** What the client has done with the item, and the reminders sent. */
const Progress = ({ item }: { item: StaffMailItem }) => {
  const translate = useTranslate();
  const waiting = awaitsAcknowledgement(item);
  const steps = [
    item.notifiedAt
      ? translate('app.mailroom.progress.emailed', { date: dateTime(item.notifiedAt) })
      : translate('app.mailroom.progress.email_pending'),
    item.viewedAt && translate('app.mailroom.progress.viewed', { date: dateTime(item.viewedAt) }),
    item.acknowledgedAt && translate('app.mailroom.progress.acknowledged', { date: dateTime(item.acknowledgedAt) }),
    item.escalationCount > 0 && translate('app.mailroom.progress.reminders', { smart_count: item.escalationCount }),
  ];
  return (
    <Box>
      <Chip
        size="small"
        variant="outlined"
        label={item.status}
        color={statusColour(waiting ? 'AWAITING_ACKNOWLEDGEMENT' : item.status)}
      />
      <Typography variant="caption" component="div" color="text.secondary">
        {steps.filter(Boolean).join(' · ')}
      </Typography>
      {item.closingNote && (
        <Typography variant="caption" component="div">
          {translate('app.mailroom.progress.closed_by', { email: item.closedByEmail, note: item.closingNote })}
        </Typography>
      )}
    </Box>
  );
};

const KIND_CHOICES = MAIL_KINDS.map((kind) => ({ id: kind, name: MAIL_KIND_LABELS[kind] }));

/** Search, status (open ones first) and kind: the list's filters, always shown. */
const useMailFilters = () => {
  const translate = useTranslate();
  return [
    <TextInput
      key="q"
      source="q"
      label="app.mailroom.search"
      placeholder={translate('app.mailroom.search_placeholder')}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label="app.mailroom.status"
      choices={[
        { id: 'OPEN', name: translate('app.mailroom.open') },
        ...MAIL_STATUSES.map((status) => ({ id: status, name: status })),
      ]}
      translateChoice={false}
      emptyText="app.mailroom.all"
      emptyValue="all"
      alwaysOn
      sx={{ minWidth: 160 }}
    />,
    <SelectInput
      key="kind"
      source="kind"
      label="app.mailroom.kind"
      choices={KIND_CHOICES}
      translateChoice={false}
      emptyText="app.mailroom.all_kinds"
      alwaysOn
      sx={{ minWidth: 200 }}
    />,
  ];
};

const MailRow = (props: DataTableRowProps) => <DataTableRow {...props} data-testid="mail-row" />;
const MailRows = (props: DataTableBodyProps) => <DataTableBody {...props} row={MailRow} />;
const Column = DataTable.Col<StaffMailItem>;

const NoMatch = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {translate('app.mailroom.no_match')}
    </Typography>
  );
};

export const MailRoom = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const filters = useMailFilters();
  const [params, setParams] = useSearchParams();
  const [logging, setLogging] = useState(false);
  const [closing, setClosing] = useState<StaffMailItem | null>(null);
  const entityId = params.get('entityId') ?? '';

  return (
    <>
      <PageHeader
        title="app.mailroom.title"
        subtitle="app.mailroom.subtitle"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setLogging(true)}>
            {translate('app.mailroom.log_mail')}
          </Button>
        }
      />
      <List<StaffMailItem>
        resource={MAIL_ITEMS}
        title="app.mailroom.title"
        filters={filters}
        filterDefaultValues={{ status: 'OPEN' }}
        filter={entityId ? { entityId } : undefined}
        actions={
          entityId ? (
            <Button size="small" onClick={() => setParams({})}>
              {translate('app.mailroom.show_every_entity')}
            </Button>
          ) : (
            false
          )
        }
        pagination={false}
        exporter={false}
        empty={false}
        disableSyncWithLocation
      >
        <DataTable<StaffMailItem>
          bulkActionButtons={false}
          rowClick={false}
          body={MailRows}
          empty={<NoMatch />}
          aria-label={translate('app.mailroom.table')}
        >
          <Column
            label="app.mailroom.field.receivedOn"
            render={(item) => item.receivedOn}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <Column
            label="app.mailroom.field.entity"
            render={(item) =>
              translate('app.mailroom.entity_of', { businessName: item.businessName, stateCode: item.stateCode })
            }
          />
          <Column
            label="app.mailroom.field.kind"
            render={(item) => <Chip size="small" label={MAIL_KIND_LABELS[item.kind]} color={statusColour(item.kind)} />}
          />
          <Column label="app.mailroom.field.sender" render={(item) => item.sender} />
          <Column label="app.mailroom.field.client" render={(item) => item.clientEmail ?? '—'} />
          <Column label="app.mailroom.field.status" render={(item) => <Progress item={item} />} />
          <Column
            label="app.mailroom.field.scan"
            render={(item) => (
              <Button size="small" href={`/api/assets/${item.scan.id}/download`} target="_blank">
                {translate('app.mailroom.open')}
              </Button>
            )}
          />
          <Column
            label=""
            render={(item) =>
              item.status !== 'CLOSED' && (
                <Button size="small" variant="outlined" onClick={() => setClosing(item)}>
                  {translate('app.mailroom.close')}
                </Button>
              )
            }
          />
        </DataTable>
      </List>
      {logging && (
        <LogMailDialog
          onClose={() => setLogging(false)}
          onLogged={(item) => {
            setLogging(false);
            notify('app.mailroom.logged', {
              type: 'success',
              messageArgs: { client: item.clientEmail ?? translate('app.mailroom.the_client') },
            });
            refresh();
          }}
        />
      )}
      {closing && (
        <CloseMailDialog
          item={closing}
          onClose={() => setClosing(null)}
          onClosed={() => {
            setClosing(null);
            notify('app.mailroom.closed', { type: 'success' });
            refresh();
          }}
        />
      )}
    </>
  );
};
