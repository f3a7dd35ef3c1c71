import { Alert, Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { canUseArea } from '../../../domain/roles';

export const GPT_ACCESS_DENIED = 'Access denied. Admin privileges required to use the GPT interface.';

/** The GPT Interface is for the roles of the 'gpt' area (ADMIN, SUPERADMIN); the server enforces the same. */
export const GptAccessGate = ({
  role,
  loading,
  children,
}: {
  role: string | null | undefined;
  loading?: boolean;
  children: ReactNode;
}) => {
  if (loading)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  if (!canUseArea(role, 'gpt'))
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {GPT_ACCESS_DENIED}
      </Alert>
    );
  return <>{children}</>;
};
