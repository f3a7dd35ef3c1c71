// The signed-in user, fetched once per page load and shared by every component (a 401 means signed out).
// A small store rather than a data-fetching library, so the home page needs none.
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api';

export interface User {
  id: string;
  email: string;
  role: string;
  subscriptionPlan: string | null;
}

interface AuthState {
  user: User | null;
  isLoading: boolean;
}

let state: AuthState = { user: null, isLoading: true };
let requested = false;
const listeners = new Set<() => void>();

function settle(user: User | null) {
  state = { user, isLoading: false };
  for (const listener of listeners) listener();
}

function load() {
  if (requested) return;
  requested = true;
  apiRequest<User>('GET', '/api/auth/user').then(settle, () => settle(null));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** The signed-in user, or null once known; never retried or refetched while the page is open. */
export function useAuth() {
  const { user, isLoading } = useSyncExternalStore(subscribe, () => state);
  return { user, isLoading, isAuthenticated: Boolean(user) };
}
