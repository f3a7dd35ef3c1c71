import {
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import { TableHeader } from '../layout/TableHeader';
import { useRefreshWhenRunsEnd, useRuns, useSuites } from './api';
import { percent, relativeTime, seconds } from './format';
import { RunDetailsDialog } from './RunDetailsDialog';
import { RunStatus } from './RunStatus';
import { SectionCard } from './SectionCard';
import type { TestRun } from './types';

const ALL = '';

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

/** Recent runs, optionally of one suite; live while a run is in progress; each run's checks in a dialog. */
export const RunsTable = () => {
  const [suiteId, setSuiteId] = useState(ALL);
  const [openRun, setOpenRun] = useState<string | null>(null);
  const translate = useTranslate();
  const suites = useSuites();
  const { data, isPending, error } = useRuns(suiteId);
  useRefreshWhenRunsEnd(data);
  const filter = (
    <TextField
      select
      size="small"
      label={translate('app.quality.runs.suite_filter')}
      value={suiteId}
      onChange={(event) => setSuiteId(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={ALL}>{translate('app.quality.runs.all_suites')}</MenuItem>
      {suites.data?.map((suite) => (
        <MenuItem key={suite.id} value={suite.id}>
          {suite.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <SectionCard
      title="app.quality.runs.title"
      action={filter}
      isPending={isPending}
      error={error}
      empty={!data?.length}
      emptyText="app.quality.runs.empty"
    >
      <Table size="small" aria-label={translate('app.quality.runs.table')}>
        <TableHeader
          labels={[
            'app.quality.runs.status',
            'app.quality.runs.suite',
            'app.quality.runs.environment',
            'app.quality.runs.tests',
            'app.quality.runs.duration',
            'app.quality.runs.triggered_by',
            'app.quality.runs.started',
            '',
          ]}
        />
        <TableBody>
          {data?.map((run) => (
            <TableRow key={run.id} data-status={run.status}>
              <TableCell>
                <RunStatus status={run.status} />
              </TableCell>
              <TableCell>{run.suiteName ?? '-'}</TableCell>
              <TableCell>{run.environment}</TableCell>
              <TableCell>{testsCell(run, translate)}</TableCell>
              <TableCell>{seconds(run.duration)}</TableCell>
              <TableCell>{run.triggeredBy}</TableCell>
              <TableCell>{relativeTime(run.startTime)}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => setOpenRun(run.id)}>
                  {translate('app.quality.runs.results')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RunDetailsDialog runId={openRun} onClose={() => setOpenRun(null)} />
    </SectionCard>
  );
};
