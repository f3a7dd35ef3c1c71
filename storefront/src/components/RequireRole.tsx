import { type ReactNode, useEffect } from 'react';
import { useAuth } from '../lib/auth';
import { useToast } from '../lib/toast';
import { Loading } from './Layout';

const REDIRECT_DELAY_MS = 500;

/** Client-side gate (the API enforces the same rule): signed-out users are sent to sign in. */
export function RequireRole({ roles, children }: { roles?: readonly string[]; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const toast = useToast();
  const allowed = Boolean(user && (!roles || roles.includes(user.role)));
  useEffect(() => {
    if (isLoading || allowed) return;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    const timer = setTimeout(() => window.location.assign('/api/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, allowed, toast]);
  if (isLoading || !allowed) return <Loading />;
  return <>{children}</>;
}
