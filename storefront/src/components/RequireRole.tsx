import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth';
import { useSignInRedirect } from '../lib/sign-in';
import { Loading } from './Layout';

/** Client-side gate (the API enforces the same rule): signed-out users are sent to sign in, then back. */
export function RequireRole({ roles, children }: { roles?: readonly string[]; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const allowed = Boolean(user && (!roles || roles.includes(user.role)));
  useSignInRedirect(!isLoading && !allowed);
  if (isLoading || !allowed) return <Loading />;
  return <>{children}</>;
}
