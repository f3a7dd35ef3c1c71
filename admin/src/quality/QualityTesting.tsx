// Advanced Quality Testing (/admin/quality): suites run by the worker against the live platform, their runs,
// and the quality metrics computed from them.
import AddIcon from '@mui/icons-material/Add';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PageHeader } from '../layout/PageHeader';
import { errorMessage } from '../providers/errorMessage';
import { addScreenMessages } from '../providers/i18nProvider';
import { useScheduleCheck } from './api';
import { HealthCheckCard } from './HealthCheckCard';
import { MetricsTable } from './MetricsTable';
import { qualityMessages } from './messages';
import { QualityCards } from './QualityCards';
import { RunsTable } from './RunsTable';
import { SuiteDialog } from './SuiteDialog';
import { SuitesTable } from './SuitesTable';
import type { TestSuite } from './types';

addScreenMessages('quality', qualityMessages);

export const QualityTesting = () => {
  const [dialog, setDialog] = useState<{ open: boolean; suite: TestSuite | null }>({ open: false, suite: null });
  const scheduleCheck = useScheduleCheck();
  const notify = useNotify();
  const translate = useTranslate();
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
        title="app.quality.title"
        subtitle="app.quality.subtitle"
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<EventRepeatIcon />}
              onClick={runAll}
              disabled={scheduleCheck.isPending}
            >
              {translate('app.quality.schedule_check')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true, suite: null })}>
              {translate('app.quality.create_suite')}
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
