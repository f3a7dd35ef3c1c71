// Advanced Quality Testing (/admin/quality): suites run by the worker against the live platform, their runs,
// and the quality metrics computed from them.
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { PageHeader } from '../layout/PageHeader';
import { errorMessage } from '../providers/errorMessage';
import { useScheduleCheck } from './api';
import { HealthCheckCard } from './HealthCheckCard';
import { MetricsTable } from './MetricsTable';
import { QualityCards } from './QualityCards';
import { RunsTable } from './RunsTable';
import { SuiteDialog } from './SuiteDialog';
import { SuitesTable } from './SuitesTable';
import type { TestSuite } from './types';

export const QualityTesting = () => {
  const [dialog, setDialog] = useState<{ open: boolean; suite: TestSuite | null }>({ open: false, suite: null });
  const scheduleCheck = useScheduleCheck();
  const notify = useNotify();
  const runAll = () =>
    scheduleCheck.mutate(undefined, {
      onSuccess: ({ runs, skipped }) =>
        notify(skipped ? 'app.notification.quality_check_started_skipped' : 'app.notification.quality_check_started', {
          type: 'info',
          messageArgs: { count: runs.length, skipped },
        }),
      onError: (err) =>
        notify('app.notification.quality_check_failed', { type: 'error', messageArgs: { error: errorMessage(err) } }),
    });
  return (
    <>
      <PageHeader
        title="Advanced Quality Testing"
        subtitle="Suites run against the live platform; scores come from their results."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<EventRepeatIcon />}
              onClick={runAll}
              disabled={scheduleCheck.isPending}
            >
              Schedule Quality Check
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true, suite: null })}>
              Create Test Suite
            </Button>
          </>
        }
      />
      <QualityCards />
      <HealthCheckCard />
      <SuitesTable onEdit={(suite) => setDialog({ open: true, suite })} />
      <RunsTable />
      <MetricsTable />
      <SuiteDialog open={dialog.open} suite={dialog.suite} onClose={() => setDialog({ open: false, suite: null })} />
    </>
  );
};
