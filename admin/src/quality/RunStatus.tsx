import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box } from '@mui/material';
import type { TestRun } from './types';

/** PASSED green tick, FAILED red cross, RUNNING yellow clock, anything else a grey cross. */
export const RunStatus = ({ status }: { status: TestRun['status'] }) => {
  const icon =
    status === 'PASSED' ? (
      <CheckCircleIcon fontSize="small" sx={{ color: 'testRun.PASSED' }} data-colour="green" />
    ) : status === 'FAILED' ? (
      <CancelIcon fontSize="small" sx={{ color: 'testRun.FAILED' }} data-colour="red" />
    ) : status === 'RUNNING' ? (
      <ScheduleIcon fontSize="small" sx={{ color: 'testRun.RUNNING' }} data-colour="yellow" />
    ) : (
      <CancelIcon fontSize="small" sx={{ color: 'testRun.other' }} data-colour="grey" />
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      {status}
    </Box>
  );
};
