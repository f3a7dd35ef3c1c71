// The order page's queries are all keyed under the order resource (the order, its name checks, its signatures):
// refreshing the resource refreshes every part of the page, after a staff write or when the workflow moves it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The onboarding screens' API resource: GET /api/admin/orders/:id. */
export const ORDERS = 'admin/orders';

export function useRefreshOrder() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: [ORDERS] }), [queryClient]);
}
