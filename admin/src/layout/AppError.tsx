import { Alert, AlertTitle, Box, Button } from '@mui/material';

/**
 * What a screen (or the whole back-office) shows when its code throws: the error's message and a way to try again,
 * never a stack trace. Our own, so the first download does not carry react-admin's page-title editor.
 */
export const AppError = ({
  error,
  resetErrorBoundary,
}: {
  error?: unknown;
  resetErrorBoundary?: (...args: unknown[]) => void;
}) => (
  <Box sx={{ mt: 3, maxWidth: 720 }}>
    <Alert
      severity="error"
      role="alert"
      action={
        resetErrorBoundary && (
          <Button color="inherit" size="small" onClick={resetErrorBoundary}>
            Try again
          </Button>
        )
      }
    >
      <AlertTitle>Something went wrong</AlertTitle>
      {error instanceof Error && error.message ? error.message : 'This screen could not be shown.'}
    </Alert>
  </Box>
);
