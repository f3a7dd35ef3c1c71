import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, Chip, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useNotify } from 'react-admin';
import { TableHeader } from '../layout/TableHeader';
import { errorMessage } from '../providers/errorMessage';
import { useRunSuite, useSuites } from './api';
import { relativeTime, TEST_TYPE_LABELS } from './format';
import { SectionCard } from './SectionCard';
import type { TestSuite } from './types';

/** Suites with Run (disabled while a run is pending or the suite is inactive) and Edit. */
export const SuitesTable = ({ onEdit }: { onEdit: (suite: TestSuite) => void }) => {
  const { data, isPending, error } = useSuites();
  const runSuite = useRunSuite();
  const notify = useNotify();
  const run = (suite: TestSuite) =>
    runSuite.mutate(suite.id, {
      onSuccess: () => notify('app.notification.run_started', { type: 'info', messageArgs: { name: suite.name } }),
      onError: (err) =>
        notify('app.notification.run_failed', { type: 'error', messageArgs: { error: errorMessage(err) } }),
    });
  return (
    <SectionCard
      title="Test Suites"
      isPending={isPending}
      error={error}
      empty={!data?.length}
      emptyText="No test suites found. Create your first test suite to get started."
    >
      <Table size="small" aria-label="Test suites">
        <TableHeader
          labels={['Name', 'Type', 'Status', 'Schedule', 'Last Updated', 'Actions']}
          alignRight={['Actions']}
        />
        <TableBody>
          {data?.map((suite) => {
            const starting = runSuite.isPending && runSuite.variables === suite.id;
            return (
              <TableRow key={suite.id}>
                <TableCell>{suite.name}</TableCell>
                <TableCell>{TEST_TYPE_LABELS[suite.testType]}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={suite.isActive ? 'Active' : 'Inactive'}
                    color={suite.isActive ? 'success' : 'default'}
                    variant="outlined"
                  />
                </TableCell>
                <TableCell>{suite.schedule ?? '-'}</TableCell>
                <TableCell>{relativeTime(suite.updatedAt)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => onEdit(suite)} aria-label={`Edit ${suite.name}`}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    startIcon={<PlayArrowIcon />}
                    disabled={!suite.isActive || suite.hasPendingRun || starting}
                    onClick={() => run(suite)}
                    aria-label={`Run ${suite.name}`}
                  >
                    Run
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
