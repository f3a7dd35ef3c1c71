import { type ReactNode, useEffect } from 'react';
import { CUSTOMER_ROLES } from '../../../domain/roles';
import { useAuth } from '../lib/auth';
import { useSignInRedirect } from '../lib/sign-in';
import { Loading } from './Layout';

/**
 * Client-side gate (the API enforces the same rule): signed-out users are sent to sign in, then back; a signed-in
 * user whose role the page is not for goes to their own start page (staff to the back-office), not to sign in.
 */
export function RequireRole({ roles, children }: { roles?: readonly string[]; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const allowed = Boolean(user && (!roles || roles.includes(user.role)));
  useSignInRedirect(!isLoading && !user);
  const elsewhere = user && !allowed ? (CUSTOMER_ROLES.includes(user.role as never) ? '/dashboard' : '/admin') : null;
  useEffect(() => {
    if (elsewhere) window.location.replace(elsewhere);
  }, [elsewhere]);
  if (isLoading || !allowed) return <Loading />;
  return <>{children}</>;
}
