// /admin/onboarding: paid orders in three columns (Pending Review, In Progress, Complete) with counts, cards,
// a search and status and priority filters applied by the server, and footer stats computed by the server.
import { Alert, Box, Card, CardContent, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { formatCents } from '../../../storefront/src/lib/money';
import { AreaGate } from '../layout/AreaGate';
import { PageHeader } from '../layout/PageHeader';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import { OrderCard } from './OrderCard';
import type { BoardData, BoardFilter } from './types';

const COLUMNS = [
  { key: 'PENDING', title: 'Pending Review' },
  { key: 'IN_PROGRESS', title: 'In Progress' },
  { key: 'COMPLETE', title: 'Complete' },
] as const;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'PENDING', label: 'Pending Review' },
  { value: 'IN_PROGRESS', label: 'In Progress' },
  { value: 'COMPLETE', label: 'Complete' },
];
const PRIORITY_OPTIONS = [
  { value: '', label: 'All priorities' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'standard', label: 'Standard' },
];

/** The search box waits for typing to pause before asking the server. */
function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const FilterSelect = ({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) => (
  <TextField
    select
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    size="small"
    // react-admin's theme makes text fields full width: these share one row with the search box.
    fullWidth={false}
    sx={{ minWidth: 180 }}
  >
    {options.map((o) => (
      <MenuItem key={o.value} value={o.value}>
        {o.label}
      </MenuItem>
    ))}
  </TextField>
);

const Stats = ({ stats }: { stats: BoardData['stats'] }) => (
  <Box
    component="footer"
    aria-label="Pipeline stats"
    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mt: 3 }}
  >
    {[
      ['Total Pipeline Value', formatCents(stats.totalPipelineValue)],
      ['Avg Order Value', formatCents(stats.avgOrderValue)],
      ['Completion Rate', `${stats.completionRate}%`],
      ['Pending Reviews', String(stats.pendingReviews)],
    ].map(([label, value]) => (
      <Card key={label} variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h6" component="p" data-testid={`stat-${label}`}>
            {value}
          </Typography>
        </CardContent>
      </Card>
    ))}
  </Box>
);

export const OnboardingPipeline = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const q = useDebounced(search.trim());
  const filter: BoardFilter = { q, status, priority };
  const { data, error, isPending } = useQuery({
    queryKey: ['onboarding', 'board', filter],
    queryFn: () => dataProvider.getOnboardingBoard(filter),
  });

  return (
    <AreaGate area="pipeline" title="the Onboarding Pipeline">
      <PageHeader title="Onboarding Pipeline" subtitle="Paid orders from review to completion" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <TextField
          label="Search orders"
          placeholder="Order id, client email or business name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          fullWidth={false}
          sx={{ minWidth: 280, flex: 1 }}
        />
        <FilterSelect label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
        <FilterSelect label="Priority" value={priority} onChange={setPriority} options={PRIORITY_OPTIONS} />
      </Box>
      {error ? (
        <Alert severity="error">Could not load the pipeline: {errorMessage(error)}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
            {COLUMNS.map((column) => {
              const content = data?.columns[column.key];
              return (
                <Paper
                  key={column.key}
                  variant="outlined"
                  component="section"
                  aria-label={column.title}
                  sx={{ p: 2, bgcolor: 'grey.50' }}
                >
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
                    <Typography variant="h6" component="h2">
                      {column.title}
                    </Typography>
                    <Typography
                      variant="h6"
                      component="span"
                      color="text.secondary"
                      data-testid={`count-${column.key}`}
                    >
                      {isPending ? '…' : (content?.count ?? 0)}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'grid', gap: 1.5 }}>
                    {isPending
                      ? [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={120} />)
                      : content?.orders.map((order) => <OrderCard key={order.id} order={order} />)}
                    {!isPending && !content?.orders.length && (
                      <Typography color="text.secondary" variant="body2">
                        No orders
                      </Typography>
                    )}
                    {!isPending && content && content.count > content.orders.length && (
                      <Typography color="text.secondary" variant="body2">
                        Showing the newest {content.orders.length} of {content.count}: search to narrow it.
                      </Typography>
                    )}
                  </Box>
                </Paper>
              );
            })}
          </Box>
          {data && <Stats stats={data.stats} />}
        </>
      )}
    </AreaGate>
  );
};
