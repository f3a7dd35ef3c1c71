// The organisation's registry: its entities with their next deadline, filtered by jurisdiction, status, type and
// automatic filing, exported as CSV with the same filters; members who order select entities and order one kind for
// all of them in one checkout (BulkOrderDialog).
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ENTITY_TYPE_LABELS, STATES } from '../../../../domain/catalog';
import { Loading } from '../../components/Layout';
import { getWithTotal } from '../../lib/api';
import { statusColour } from '../../lib/format';
import { AddCompanyDialog, MoveEntityDialog } from './AddCompanyDialog';
import { AutoFileManyDialog } from './AutoFileManyDialog';
import { BulkOrderDialog } from './BulkOrderDialog';
import {
  canOrder,
  canWrite,
  type Organization,
  orgPath,
  type RegistryEntity,
  type RegistryFilter,
  registryQuery,
} from './organization-api';

/** Rows shown at once (the CSV export has every one). */
const PAGE = 200;
const EMPTY: RegistryFilter = { stateCode: '', status: '', entityType: '', autoFile: '', dueWithin: '' };
const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DISSOLVED', label: 'Dissolved' },
];
const AUTO_FILE_OPTIONS = [
  { value: 'true', label: 'On' },
  { value: 'false', label: 'Off' },
];
const DUE_WITHIN_OPTIONS = [
  { value: '30', label: 'Within 30 days' },
  { value: '90', label: 'Within 90 days' },
  { value: '365', label: 'Within a year' },
];

/** An action on the chosen rows, off until one is chosen. */
function ForSelected({
  chosen,
  onClick,
  sx,
  children,
}: {
  chosen: number;
  onClick: () => void;
  sx?: ComponentProps<typeof Button>['sx'];
  children: ReactNode;
}) {
  return (
    <Button variant="outlined" disabled={chosen === 0} onClick={onClick} sx={sx}>
      {children}
    </Button>
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">All</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RegistryTab({ organization }: { organization: Organization }) {
  const [filter, setFilter] = useState<RegistryFilter>(EMPTY);
  const [dialog, setDialog] = useState<'add' | 'move' | null>(null);
  const query = registryQuery(filter);
  const registry = useQuery({
    queryKey: [orgPath(organization.id), 'entities', query],
    queryFn: () =>
      getWithTotal<RegistryEntity>(`${orgPath(organization.id)}/entities${query}${query ? '&' : '?'}limit=${PAGE}`),
  });
  const set = (key: keyof RegistryFilter) => (value: string) => setFilter((f) => ({ ...f, [key]: value }));
  const rows = registry.data?.items ?? [];
  const ordering = canOrder(organization.role);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [checkout, setCheckout] = useState(false);
  const [autoFiling, setAutoFiling] = useState(false);
  // Only rows shown count: a filter change leaves the selection to the rows still listed.
  const chosen = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <FilterSelect
          label="Jurisdiction"
          value={filter.stateCode}
          onChange={set('stateCode')}
          options={STATES.map((s) => ({ value: s.code, label: s.name }))}
        />
        <FilterSelect label="Status" value={filter.status} onChange={set('status')} options={STATUS_OPTIONS} />
        <FilterSelect
          label="Type"
          value={filter.entityType}
          onChange={set('entityType')}
          options={Object.entries(ENTITY_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <FilterSelect
          label="Automatic filing"
          value={filter.autoFile}
          onChange={set('autoFile')}
          options={AUTO_FILE_OPTIONS}
        />
        <FilterSelect
          label="Next deadline"
          value={filter.dueWithin}
          onChange={set('dueWithin')}
          options={DUE_WITHIN_OPTIONS}
        />
        {ordering && (
          <ForSelected chosen={chosen.length} onClick={() => setCheckout(true)} sx={{ ml: { md: 'auto' } }}>
            Order for selected{chosen.length ? ` (${chosen.length})` : ''}
          </ForSelected>
        )}
        {canWrite(organization.role) && (
          <ForSelected chosen={chosen.length} onClick={() => setAutoFiling(true)}>
            Automatic filing for selected
          </ForSelected>
        )}
        <Button
          variant="outlined"
          startIcon={<Download />}
          href={`${orgPath(organization.id)}/entities.csv${query}`}
          download
          sx={ordering ? undefined : { ml: { md: 'auto' } }}
        >
          Export CSV
        </Button>
        {canWrite(organization.role) && (
          <>
            <Button variant="outlined" onClick={() => setDialog('move')}>
              Move one of yours in
            </Button>
            <Button variant="contained" onClick={() => setDialog('add')}>
              Add company
            </Button>
          </>
        )}
      </Stack>
      {dialog === 'add' && <AddCompanyDialog organization={organization} onClose={() => setDialog(null)} />}
      {dialog === 'move' && <MoveEntityDialog organization={organization} onClose={() => setDialog(null)} />}
      {registry.isLoading && <Loading text="Loading the registry..." />}
      {registry.isError && <Alert severity="error">The registry could not be loaded. Please refresh the page.</Alert>}
      {registry.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {query
            ? 'No entity matches these filters.'
            : 'No entities yet: import your existing companies from a CSV file, or move one of yours in.'}
        </Typography>
      )}
      {rows.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="registry-count">
            {registry.data?.total ?? rows.length} entities
            {(registry.data?.total ?? 0) > rows.length ? ` (the first ${rows.length} shown; the export has all)` : ''}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Registry">
              <TableHead>
                <TableRow>
                  {ordering && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={allChosen}
                        indeterminate={chosen.length > 0 && !allChosen}
                        onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((r) => r.id)))}
                        slotProps={{ input: { 'aria-label': 'Select every entity shown' } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>Name</TableCell>
                  <TableCell>Jurisdiction</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>File number</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Next deadline</TableCell>
                  <TableCell>Automatic filing</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entity) => (
                  <TableRow key={entity.id} data-testid="registry-row" selected={selected.has(entity.id)}>
                    {ordering && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(entity.id)}
                          onChange={() => toggle(entity.id)}
                          slotProps={{ input: { 'aria-label': `Select ${entity.businessName}` } }}
                        />
                      </TableCell>
                    )}
                    <TableCell>
                      <Link component={RouterLink} to={`/entities/${entity.id}`}>
                        {entity.businessName}
                      </Link>
                    </TableCell>
                    <TableCell>{entity.stateCode}</TableCell>
                    <TableCell>
                      {ENTITY_TYPE_LABELS[entity.entityType as keyof typeof ENTITY_TYPE_LABELS] ?? entity.entityType}
                    </TableCell>
                    <TableCell>{entity.fileNumber ?? '—'}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={entity.status === 'DISSOLVED' ? 'Dissolved' : 'Active'}
                        color={statusColour(entity.status)}
                      />
                    </TableCell>
                    <TableCell>
                      {entity.nextDeadline ? `${entity.nextDeadline.title}, ${entity.nextDeadline.dueDate}` : '—'}
                    </TableCell>
                    <TableCell>{entity.autoFile ? 'On' : 'Off'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {checkout && (
        <BulkOrderDialog organizationId={organization.id} entityIds={chosen} onClose={() => setCheckout(false)} />
      )}
      {autoFiling && (
        <AutoFileManyDialog organization={organization} entityIds={chosen} onClose={() => setAutoFiling(false)} />
      )}
    </Paper>
  );
}
