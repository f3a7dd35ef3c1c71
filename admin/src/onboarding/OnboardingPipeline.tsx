// /admin/onboarding: paid orders in three columns (Pending Review, In Progress, Complete) with counts, cards,
// a search and status and priority filters applied by the server, and footer stats computed by the server.
import { Alert, Box, Button, Card, CardContent, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { BOARD_MAX_SHOWN, BOARD_PAGE_SIZE } from '../../../domain/contracts/pipeline';
import { ORDER_KIND_LABELS, ORDER_KINDS } from '../../../domain/order-kinds';
import { BOARD_EVENTS_URL, useOrderEvents } from '../../../web/order-events';
import { formatCents } from '../format';
import { AreaGate } from '../layout/AreaGate';
import { PageHeader } from '../layout/PageHeader';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import { onboardingMessages } from './messages';
import { OrderCard } from './OrderCard';
import type { BoardData, BoardFilter } from './types';

// The screen's words, added by its lazy import (index.ts) before it renders.
export { onboardingMessages as messages };

const COLUMNS = [
  { key: 'PENDING', title: 'app.onboarding.column.PENDING' },
  { key: 'IN_PROGRESS', title: 'app.onboarding.column.IN_PROGRESS' },
  { key: 'COMPLETE', title: 'app.onboarding.column.COMPLETE' },
] as const;

const FIRST_PAGES: readonly number[] = COLUMNS.map(() => BOARD_PAGE_SIZE);

const STATUS_OPTIONS = [
  { value: '', label: 'app.onboarding.all_statuses' },
  ...COLUMNS.map((column) => ({ value: column.key, label: column.title })),
];
const PRIORITY_OPTIONS = [
  { value: '', label: 'app.onboarding.all_priorities' },
  { value: 'high', label: 'app.onboarding.priority.high' },
  { value: 'medium', label: 'app.onboarding.priority.medium' },
  { value: 'standard', label: 'app.onboarding.priority.standard' },
];
// Kind names come from the domain: each is its own default text.
const KIND_OPTIONS = [
  { value: '', label: 'app.onboarding.all_kinds' },
  ...ORDER_KINDS.map((kind) => ({ value: kind, label: ORDER_KIND_LABELS[kind] })),
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

/** A filter of the board; its label and its options' labels are message keys. */
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
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      // react-admin's theme makes text fields full width: these share one row with the search box.
      fullWidth={false}
      sx={{ minWidth: 180 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {translate(o.label, { _: o.label })}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The board's footer figures; a figure's test id is its label as shown. */
const Stats = ({ stats }: { stats: BoardData['stats'] }) => {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      aria-label={translate('app.onboarding.stats.label')}
      // Kept in view at the bottom of the window however long the columns are.
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        gap: 2,
        mt: 3,
        py: 1,
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        bgcolor: 'background.default',
      }}
    >
      {[
        [translate('app.onboarding.stats.total_value'), formatCents(stats.totalPipelineValue)],
        [translate('app.onboarding.stats.avg_value'), formatCents(stats.avgOrderValue)],
        [translate('app.onboarding.stats.completion_rate'), `${stats.completionRate}%`],
        [translate('app.onboarding.stats.pending_reviews'), String(stats.pendingReviews)],
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
};

export const OnboardingPipeline = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [priority, setPriority] = useState('');
  const [kind, setKind] = useState('');
  const q = useDebounced(search.trim());
  const filter: BoardFilter = { q, status, priority, kind };
  // Each column shows its newest page of cards; 'Show more' adds a page. A new filter starts again at one page.
  const [shown, setShown] = useState(FIRST_PAGES);
  useEffect(() => setShown(FIRST_PAGES), [q, status, priority, kind]);
  const { data, error, isPending } = useQuery({
    queryKey: ['onboarding', 'board', filter, shown],
    queryFn: () => dataProvider.getOnboardingBoard(filter, shown),
    placeholderData: keepPreviousData,
  });
  const showMore = (index: number) =>
    setShown((current) => current.map((n, i) => (i === index ? Math.min(n + BOARD_PAGE_SIZE, BOARD_MAX_SHOWN) : n)));
  // Cards move between columns as orders move.
  const queryClient = useQueryClient();
  useOrderEvents(BOARD_EVENTS_URL, () => void queryClient.invalidateQueries({ queryKey: ['onboarding', 'board'] }));

  return (
    <AreaGate area="pipeline" title={translate('app.onboarding.area')}>
      <PageHeader title="app.onboarding.title" subtitle="app.onboarding.subtitle" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <TextField
          label={translate('app.onboarding.search')}
          placeholder={translate('app.onboarding.search_placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          fullWidth={false}
          sx={{ minWidth: 280, flex: 1 }}
        />
        <FilterSelect
          label="app.onboarding.field.status"
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
        />
        <FilterSelect
          label="app.onboarding.field.priority"
          value={priority}
          onChange={setPriority}
          options={PRIORITY_OPTIONS}
        />
        <FilterSelect label="app.onboarding.field.kind" value={kind} onChange={setKind} options={KIND_OPTIONS} />
      </Box>
      {error ? (
        <Alert severity="error">{translate('app.onboarding.load_failed', { error: errorMessage(error) })}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
            {COLUMNS.map((column, index) => {
              const content = data?.columns[column.key];
              return (
                <Paper
                  key={column.key}
                  variant="outlined"
                  component="section"
                  aria-label={translate(column.title)}
                  sx={{ p: 2, bgcolor: 'grey.50' }}
                >
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
                    <Typography variant="h6" component="h2">
                      {translate(column.title)}
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
                        {translate('app.onboarding.no_orders')}
                      </Typography>
                    )}
                    {!isPending && content && content.count > content.orders.length && (
                      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                        <Typography color="text.secondary" variant="body2">
                          {translate('app.onboarding.showing_newest', {
                            shown: content.orders.length,
                            count: content.count,
                          })}
                        </Typography>
                        {content.orders.length < BOARD_MAX_SHOWN && (
                          <Button size="small" onClick={() => showMore(index)}>
                            {translate('app.onboarding.show_more')}
                          </Button>
                        )}
                      </Box>
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
