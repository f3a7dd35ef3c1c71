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
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  return (
    <Dialog open={runId !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="run-details-title">
      <DialogTitle id="run-details-title">
        {run?.suiteName
          ? translate('app.quality.run.title_of', { suite: run.suiteName })
          : translate('app.quality.run.title')}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error">{translate('app.quality.run.load_failed', { error: errorMessage(error) })}</Alert>
        )}
        {run && (
          <>
            <Typography sx={{ mb: 1, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <RunStatus status={run.status} />
              <span>{translate('app.quality.passed', { passed: run.passedTests, total: run.totalTests })}</span>
              {run.coverage !== null && (
                <span>{translate('app.quality.coverage', { coverage: percent(run.coverage) })}</span>
              )}
              <span>{seconds(run.duration)}</span>
            </Typography>
            {run.error && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {run.error}
              </Alert>
            )}
            {checks.length === 0 ? (
              <Typography color="text.secondary">{translate('app.quality.run.no_checks')}</Typography>
            ) : (
              <Table size="small" aria-label={translate('app.quality.run.checks')}>
                <TableHeader
                  labels={[
                    'app.quality.run.check',
                    'app.quality.run.result',
                    'app.quality.run.details',
                    'app.quality.run.time',
                  ]}
                />
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
                      <TableCell>{translate('app.quality.run.duration_ms', { ms: check.durationMs })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.quality.run.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
