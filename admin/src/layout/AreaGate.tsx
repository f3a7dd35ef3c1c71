import { Alert, AlertTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { canUseArea, type StaffArea } from '../../../domain/roles';

const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'Admin',
  SUPERADMIN: 'Super Admin',
  PARALEGAL: 'Paralegal',
  COMPLIANCE_OFFICER: 'Compliance Officer',
};

/** The spec's own wording for the GPT Interface; other screens name the role and the screen. */
const DENIED_MESSAGES: Partial<Record<StaffArea, string>> = {
  gpt: 'Access denied. Admin privileges required to use the GPT interface.',
};

/**
 * Shows a screen only to the roles of its area (the server refuses their calls anyway); others get a clear
 * message instead of a screen of failing requests. `hidden` renders nothing for them (a card on a shared page).
 */
export const AreaGate = ({
  area,
  title,
  hidden,
  children,
}: {
  area: StaffArea;
  title?: string;
  hidden?: boolean;
  children: ReactNode;
}) => {
  const { permissions: role, isPending } = usePermissions<string>();
  if (isPending) return null;
  if (canUseArea(role, area)) return <>{children}</>;
  if (hidden) return null;
  const who = ROLE_LABELS[role ?? ''] ?? 'your role';
  return (
    <Alert severity="warning" sx={{ mt: 3 }} role="alert">
      <AlertTitle>Access denied</AlertTitle>
      {DENIED_MESSAGES[area] ??
        `The ${who} role cannot use ${title ?? 'this screen'}. Ask an administrator if your work needs it.`}
    </Alert>
  );
};
