// Recent Test Runs: the runs resource as react-admin's list (ListBase + DataTable), filtered by suite; live while a
// run is in progress; each run's checks in a dialog.
import { Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { type ComponentProps, useState } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  ListBase,
  type TranslateFunction,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { isPending, pollWhile, RUNS_SIZE, useRefreshWhenRunsEnd, useSuites } from './api';
import { percent, relativeTime, seconds } from './format';
import { RunDetailsDialog } from './RunDetailsDialog';
import { RunStatus } from './RunStatus';
import { QUALITY_RUNS } from './resources';
import { SectionCard } from './SectionCard';
import type { TestRun } from './types';

const testsCell = (run: TestRun, translate: TranslateFunction) => {
  if (run.status === 'RUNNING')
    return (
      <Box sx={{ minWidth: 140 }}>
        <Typography variant="body2">
          {translate('app.quality.runs.checks_done', { done: run.progressDone, total: run.progressTotal || '?' })}
        </Typography>
        <LinearProgress
          variant={run.progressTotal ? 'determinate' : 'indeterminate'}
          value={run.progressTotal ? (run.progressDone / run.progressTotal) * 100 : undefined}
          aria-label={translate('app.quality.runs.progress')}
        />
      </Box>
    );
  const counts = { passed: run.passedTests, total: run.totalTests };
  return run.coverage === null
    ? translate('app.quality.passed', counts)
    : translate('app.quality.runs.passed_coverage', { ...counts, coverage: percent(run.coverage) });
};

/** A run's row carries its status, so the page (and its tests) can tell running rows from finished ones. */
const RunRow = (props: ComponentProps<typeof DataTableRow>) => {
  const run = useRecordContext<TestRun>();
  return <DataTableRow {...props} data-status={run?.status} />;
};
const RunsBody = (props: ComponentProps<typeof DataTableBody>) => <DataTableBody {...props} row={RunRow} />;

/** The suite filter: all suites, or one. */
const SuiteFilter = () => {
  const { filterValues, setFilters } = useListContext<TestRun>();
  const suites = useSuites();
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.quality.runs.suite_filter')}
      value={filterValues.suiteId ?? ''}
      onChange={(event) => setFilters(event.target.value ? { suiteId: event.target.value } : {})}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{translate('app.quality.runs.all_suites')}</MenuItem>
      {suites.data?.map((suite) => (
        <MenuItem key={suite.id} value={suite.id}>
          {suite.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

const RunsCard = () => {
  const { data, isPending: loading, error } = useListContext<TestRun>();
  const [openRun, setOpenRun] = useState<string | null>(null);
  const translate = useTranslate();
  useRefreshWhenRunsEnd(data);
  return (
    <SectionCard
      title="app.quality.runs.title"
      action={<SuiteFilter />}
      isPending={loading}
      error={error}
      empty={!data?.length}
      emptyText="app.quality.runs.empty"
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        body={RunsBody}
        aria-label={translate('app.quality.runs.table')}
      >
        <DataTable.Col<TestRun> label="app.quality.runs.status" render={(run) => <RunStatus status={run.status} />} />
        <DataTable.Col<TestRun> label="app.quality.runs.suite" render={(run) => run.suiteName ?? '-'} />
        <DataTable.Col source="environment" label="app.quality.runs.environment" disableSort />
        <DataTable.Col<TestRun> label="app.quality.runs.tests" render={(run) => testsCell(run, translate)} />
        <DataTable.Col<TestRun> label="app.quality.runs.duration" render={(run) => seconds(run.duration)} />
        <DataTable.Col source="triggeredBy" label="app.quality.runs.triggered_by" disableSort />
        <DataTable.Col<TestRun> label="app.quality.runs.started" render={(run) => relativeTime(run.startTime)} />
        <DataTable.Col<TestRun>
          label={false}
          render={(run) => (
            <Button size="small" onClick={() => setOpenRun(run.id)}>
              {translate('app.quality.runs.results')}
            </Button>
          )}
        />
      </DataTable>
      <RunDetailsDialog runId={openRun} onClose={() => setOpenRun(null)} />
    </SectionCard>
  );
};

/** Recent runs, newest first, polled every second while one is in progress. */
export const RunsTable = () => (
  <ListBase<TestRun>
    resource={QUALITY_RUNS}
    perPage={RUNS_SIZE}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={{ refetchInterval: pollWhile<TestRun>(isPending) }}
  >
    <RunsCard />
  </ListBase>
);
