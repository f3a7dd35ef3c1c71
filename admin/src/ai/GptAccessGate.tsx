import { Alert, Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { canUseArea } from '../../../domain/roles';
import { aiMessages } from './messages';

/** @internal */
export const GPT_ACCESS_DENIED = aiMessages.gpt.access_denied;

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
  const translate = useTranslate();
  if (loading)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  if (!canUseArea(role, 'gpt'))
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {/* The text itself as the fallback: the gate also shows outside the screen (its unit test). */}
        {translate('app.ai.gpt.access_denied', { _: GPT_ACCESS_DENIED })}
      </Alert>
    );
  return <>{children}</>;
};
