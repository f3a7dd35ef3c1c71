// Sending a visitor to the server's sign-in page and back again afterwards (`next`, checked by the server).
import { useEffect } from 'react';
import { useToast } from './toast';

/** The spec's delay between the 'Unauthorized' toast and leaving for the sign-in page. */
const REDIRECT_DELAY_MS = 500;

/** The sign-in page, returning to `next` (default: the page the browser is on). */
export function signInUrl(next = `${window.location.pathname}${window.location.search}`): string {
  return `/api/login?next=${encodeURIComponent(next)}`;
}

/** While `active`, tells the visitor they are logged out and sends them to sign in, then back here. */
export function useSignInRedirect(active: boolean) {
  const toast = useToast();
  useEffect(() => {
    if (!active) return;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    const timer = setTimeout(() => window.location.assign(signInUrl()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, toast]);
}
