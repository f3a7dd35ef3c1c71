import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorMessage, type TestSuite, useRunSuite, useSuites } from './api';
import { relativeTime, TEST_TYPE_LABELS } from './format';
import { SectionCard } from './SectionCard';

/** Suites with Run (disabled while a run is pending or the suite is inactive) and Edit. */
export const SuitesTable = ({ onEdit }: { onEdit: (suite: TestSuite) => void }) => {
  const { data, isPending, error } = useSuites();
  const runSuite = useRunSuite();
  const notify = useNotify();
  const run = (suite: TestSuite) =>
    runSuite.mutate(suite.id, {
      onSuccess: () => notify(`Run of ${suite.name} started`, { type: 'info' }),
      onError: (err) => notify(`Run Failed: ${errorMessage(err)}`, { type: 'error' }),
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
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Schedule</TableCell>
            <TableCell>Last Updated</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
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
