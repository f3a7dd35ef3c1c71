import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, Chip, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { TableHeader } from '../layout/TableHeader';
import { errorMessage } from '../providers/errorMessage';
import { useRunSuite, useSuites } from './api';
import { relativeTime, testTypeLabel } from './format';
import { SectionCard } from './SectionCard';
import type { TestSuite } from './types';

/** Suites with Run (disabled while a run is pending or the suite is inactive) and Edit. */
export const SuitesTable = ({ onEdit }: { onEdit: (suite: TestSuite) => void }) => {
  const { data, isPending, error } = useSuites();
  const runSuite = useRunSuite();
  const notify = useNotify();
  const translate = useTranslate();
  const run = (suite: TestSuite) =>
    runSuite.mutate(suite.id, {
      onSuccess: () => notify('app.notification.run_started', { type: 'info', messageArgs: { name: suite.name } }),
      onError: (err) =>
        notify('app.notification.run_failed', { type: 'error', messageArgs: { error: errorMessage(err) } }),
    });
  return (
    <SectionCard
      title="app.quality.suites.title"
      isPending={isPending}
      error={error}
      empty={!data?.length}
      emptyText="app.quality.suites.empty"
    >
      <Table size="small" aria-label={translate('app.quality.suites.table')}>
        <TableHeader
          labels={[
            'app.quality.suites.name',
            'app.quality.suites.type',
            'app.quality.suites.status',
            'app.quality.suites.schedule',
            'app.quality.suites.updated',
            'app.quality.suites.actions',
          ]}
          alignRight={['app.quality.suites.actions']}
        />
        <TableBody>
          {data?.map((suite) => {
            const starting = runSuite.isPending && runSuite.variables === suite.id;
            return (
              <TableRow key={suite.id}>
                <TableCell>{suite.name}</TableCell>
                <TableCell>{translate(testTypeLabel(suite.testType))}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={translate(suite.isActive ? 'app.quality.suites.active' : 'app.quality.suites.inactive')}
                    color={suite.isActive ? 'success' : 'default'}
                    variant="outlined"
                  />
                </TableCell>
                <TableCell>{suite.schedule ?? '-'}</TableCell>
                <TableCell>{relativeTime(suite.updatedAt)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    onClick={() => onEdit(suite)}
                    aria-label={translate('app.quality.suites.edit_suite', { name: suite.name })}
                  >
                    {translate('app.quality.suites.edit')}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    startIcon={<PlayArrowIcon />}
                    disabled={!suite.isActive || suite.hasPendingRun || starting}
                    onClick={() => run(suite)}
                    aria-label={translate('app.quality.suites.run_suite', { name: suite.name })}
                  >
                    {translate('app.quality.suites.run')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </SectionCard>
  );
};
