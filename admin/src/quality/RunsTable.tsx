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
import { TableHeader } from '../layout/TableHeader';
import { useRefreshWhenRunsEnd, useRuns, useSuites } from './api';
import { percent, relativeTime, seconds } from './format';
import { RunDetailsDialog } from './RunDetailsDialog';
import { RunStatus } from './RunStatus';
import { SectionCard } from './SectionCard';
import type { TestRun } from './types';

const ALL = '';

const testsCell = (run: TestRun) => {
  if (run.status === 'RUNNING')
    return (
      <Box sx={{ minWidth: 140 }}>
        <Typography variant="body2">
          {run.progressDone}/{run.progressTotal || '?'} checks done
        </Typography>
        <LinearProgress
          variant={run.progressTotal ? 'determinate' : 'indeterminate'}
          value={run.progressTotal ? (run.progressDone / run.progressTotal) * 100 : undefined}
          aria-label="Run progress"
        />
      </Box>
    );
  const coverage = run.coverage === null ? '' : ` (${percent(run.coverage)} coverage)`;
  return `${run.passedTests}/${run.totalTests} passed${coverage}`;
};

/** Recent runs, optionally of one suite; live while a run is in progress; each run's checks in a dialog. */
export const RunsTable = () => {
  const [suiteId, setSuiteId] = useState(ALL);
  const [openRun, setOpenRun] = useState<string | null>(null);
  const suites = useSuites();
  const { data, isPending, error } = useRuns(suiteId);
  useRefreshWhenRunsEnd(data);
  const filter = (
    <TextField
      select
      size="small"
      label="Suite"
      value={suiteId}
      onChange={(event) => setSuiteId(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={ALL}>All suites</MenuItem>
      {suites.data?.map((suite) => (
        <MenuItem key={suite.id} value={suite.id}>
          {suite.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <SectionCard
      title="Recent Test Runs"
      action={filter}
      isPending={isPending}
      error={error}
      empty={!data?.length}
      emptyText="No test runs found. Execute a test suite to see results here."
    >
      <Table size="small" aria-label="Recent test runs">
        <TableHeader labels={['Status', 'Suite', 'Environment', 'Tests', 'Duration', 'Triggered By', 'Started', '']} />
        <TableBody>
          {data?.map((run) => (
            <TableRow key={run.id} data-status={run.status}>
              <TableCell>
                <RunStatus status={run.status} />
              </TableCell>
              <TableCell>{run.suiteName ?? '-'}</TableCell>
              <TableCell>{run.environment}</TableCell>
              <TableCell>{testsCell(run)}</TableCell>
              <TableCell>{seconds(run.duration)}</TableCell>
              <TableCell>{run.triggeredBy}</TableCell>
              <TableCell>{relativeTime(run.startTime)}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => setOpenRun(run.id)}>
                  Results
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
