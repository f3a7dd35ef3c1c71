import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { TableHeader } from '../layout/TableHeader';
import { errorMessage } from '../providers/errorMessage';
import { useRun } from './api';
import { percent, seconds } from './format';
import { RunStatus } from './RunStatus';

const figureText = (figures: Record<string, number> | undefined) =>
  figures
    ? Object.entries(figures)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')
    : '';

/** Every check of one run with its outcome, message and figures. */
export const RunDetailsDialog = ({ runId, onClose }: { runId: string | null; onClose: () => void }) => {
  const { data: run, error } = useRun(runId);
  const checks = run?.results?.checks ?? [];
  return (
    <Dialog open={runId !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="run-details-title">
      <DialogTitle id="run-details-title">Test Run Results{run?.suiteName ? `: ${run.suiteName}` : ''}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">Could not load the run: {errorMessage(error)}</Alert>}
        {run && (
          <>
            <Typography sx={{ mb: 1, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <RunStatus status={run.status} />
              <span>
                {run.passedTests}/{run.totalTests} passed
              </span>
              {run.coverage !== null && <span>{percent(run.coverage)} coverage</span>}
              <span>{seconds(run.duration)}</span>
            </Typography>
            {run.error && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {run.error}
              </Alert>
            )}
            {checks.length === 0 ? (
              <Typography color="text.secondary">No check has finished yet.</Typography>
            ) : (
              <Table size="small" aria-label="Check results">
                <TableHeader labels={['Check', 'Result', 'Details', 'Time']} />
                <TableBody>
                  {checks.map((check, index) => (
                    <TableRow key={`${check.name}-${index}`}>
                      <TableCell>{check.name}</TableCell>
                      <TableCell>{check.status}</TableCell>
                      <TableCell>
                        {check.message}
                        {check.figures && (
                          <Typography variant="body2" color="text.secondary">
                            {figureText(check.figures)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{check.durationMs} ms</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
