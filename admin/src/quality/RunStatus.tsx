import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box } from '@mui/material';
import type { TestRun } from './types';

/** PASSED green tick, FAILED red cross, RUNNING yellow clock, anything else a grey cross. */
export const RunStatus = ({ status }: { status: TestRun['status'] }) => {
  const icon =
    status === 'PASSED' ? (
      <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} />
    ) : status === 'FAILED' ? (
      <CancelIcon fontSize="small" sx={{ color: 'error.main' }} />
    ) : status === 'RUNNING' ? (
      <ScheduleIcon fontSize="small" sx={{ color: 'warning.main' }} />
    ) : (
      <CancelIcon fontSize="small" sx={{ color: 'grey.500' }} />
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      {status}
    </Box>
  );
};
