import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api';

export interface User {
  id: string;
  email: string;
  role: string;
  subscriptionPlan: string | null;
}

/** The signed-in user, or null; a 401 means signed out. Fresh for 30 s, never retried or refetched on focus. */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: ['/api/auth/user'],
    queryFn: getQueryFn({ on401: 'returnNull' }),
    staleTime: 30_000,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
