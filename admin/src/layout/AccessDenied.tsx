// The message a role outside a screen's area gets; loaded only when shown, so MUI's Alert stays out of the
// back-office's first download.
import { Alert, AlertTitle } from '@mui/material';
import type { StaffArea } from '../../../domain/roles';

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

const AccessDenied = ({ area, role, title }: { area: StaffArea; role: string | undefined; title?: string }) => {
  const who = ROLE_LABELS[role ?? ''] ?? 'your role';
  return (
    <Alert severity="warning" sx={{ mt: 3 }} role="alert">
      <AlertTitle>Access denied</AlertTitle>
      {DENIED_MESSAGES[area] ??
        `The ${who} role cannot use ${title ?? 'this screen'}. Ask an administrator if your work needs it.`}
    </Alert>
  );
};

export default AccessDenied;
