// Test Suites: the suites resource as react-admin's list (ListBase + DataTable), each with Edit and Run.
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Chip } from '@mui/material';
import { DataTable, ListBase, useListContext, useNotify, useTranslate } from 'react-admin';
import { statusColour } from '../format';
import { errorMessage } from '../providers/errorMessage';
import { pollSuites, SUITES_LIST, useRunSuite } from './api';
import { relativeTime, testTypeLabel } from './format';
import { QUALITY_SUITES } from './resources';
import { SectionCard } from './SectionCard';
import type { TestSuite } from './types';

/** Run: disabled while a run of the suite is pending or starting, or when the suite is inactive. */
const RunButton = ({ suite }: { suite: TestSuite }) => {
  const { mutate: start, isPending: starting } = useRunSuite();
  const notify = useNotify();
  const translate = useTranslate();
  const run = () =>
    start(suite.id, {
      onSuccess: () => notify('app.notification.run_started', { type: 'info', messageArgs: { name: suite.name } }),
      onError: (err) =>
        notify('app.notification.run_failed', { type: 'error', messageArgs: { error: errorMessage(err) } }),
    });
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<PlayArrowIcon />}
      disabled={!suite.isActive || suite.hasPendingRun || starting}
      onClick={run}
      aria-label={translate('app.quality.suites.run_suite', { name: suite.name })}
    >
      {translate('app.quality.suites.run')}
    </Button>
  );
};

const SuitesCard = ({ onEdit }: { onEdit: (suite: TestSuite) => void }) => {
  const { data, isPending, error } = useListContext<TestSuite>();
  const translate = useTranslate();
  return (
    <SectionCard
      title="app.quality.suites.title"
      isPending={isPending}
      error={error}
      empty={!data?.length}
      emptyText="app.quality.suites.empty"
    >
      <DataTable bulkActionButtons={false} rowClick={false} aria-label={translate('app.quality.suites.table')}>
        <DataTable.Col source="name" label="app.quality.suites.name" disableSort />
        <DataTable.Col<TestSuite>
          label="app.quality.suites.type"
          render={(suite) => translate(testTypeLabel(suite.testType))}
        />
        <DataTable.Col<TestSuite>
          label="app.quality.suites.status"
          render={(suite) => (
            <Chip
              size="small"
              label={translate(suite.isActive ? 'app.quality.suites.active' : 'app.quality.suites.inactive')}
              color={statusColour(suite.isActive ? 'ACTIVE' : 'INACTIVE')}
              variant="outlined"
            />
          )}
        />
        <DataTable.Col<TestSuite> label="app.quality.suites.schedule" render={(suite) => suite.schedule ?? '-'} />
        <DataTable.Col<TestSuite>
          label="app.quality.suites.updated"
          render={(suite) => relativeTime(suite.updatedAt)}
        />
        <DataTable.Col<TestSuite>
          label="app.quality.suites.actions"
          align="right"
          render={(suite) => (
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              <Button
                size="small"
                onClick={() => onEdit(suite)}
                aria-label={translate('app.quality.suites.edit_suite', { name: suite.name })}
              >
                {translate('app.quality.suites.edit')}
              </Button>
              <RunButton suite={suite} />
            </Box>
          )}
        />
      </DataTable>
    </SectionCard>
  );
};

/** Suites, newest change first, polled every second while one has a run in progress. */
export const SuitesTable = ({ onEdit }: { onEdit: (suite: TestSuite) => void }) => (
  <ListBase<TestSuite>
    resource={QUALITY_SUITES}
    {...SUITES_LIST}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={{ refetchInterval: pollSuites }}
  >
    <SuitesCard onEdit={onEdit} />
  </ListBase>
);
