import { Box, CircularProgress, Typography } from '@mui/material';

/** Shown while the signed-in state loads, before any admin screen renders. */
export const LoadingPage = () => (
  <Box
    role="status"
    sx={{
      minHeight: '60vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
    }}
  >
    <CircularProgress size={32} />
    <Typography color="text.secondary">Loading admin panel...</Typography>
  </Box>
);
