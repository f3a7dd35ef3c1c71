// The membership calls (GET /api/membership and the subscription actions) as the membership page uses them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  billingPortalSchema,
  membershipStateSchema,
  subscriptionStartSchema,
  subscriptionViewSchema,
} from '../../../../../domain/contracts/membership';
import type { Wire } from '../../../../../domain/contracts/wire';
import { apiRequest } from '../../../lib/api';
import type { BillingCycle } from '../../../lib/membership';

export type MembershipSubscription = Wire<typeof subscriptionViewSchema>;
export type MembershipState = Wire<typeof membershipStateSchema>;

const MEMBERSHIP_KEY = ['/api/membership'];
const CONFIRM_POLL_MS = 1500;

/** The user's membership; while a payment waits for Stripe's confirmation, asked again every 1.5 s. */
export function useMembership(enabled: boolean, waitingForPlan: string | null) {
  return useQuery<MembershipState>({
    queryKey: MEMBERSHIP_KEY,
    enabled,
    refetchInterval: (query) => {
      if (!waitingForPlan) return false;
      const current = query.state.data?.subscription;
      return current?.planId === waitingForPlan ? false : CONFIRM_POLL_MS;
    },
  });
}

/** Reloads the membership and the signed-in user (whose plan and role the webhook changed). */
export function useRefreshMembership() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: MEMBERSHIP_KEY }),
        client.invalidateQueries({ queryKey: ['/api/auth/user'] }),
      ]),
    [client],
  );
}

export const startSubscription = (planId: string, interval: BillingCycle) =>
  apiRequest<Wire<typeof subscriptionStartSchema>>('POST', '/api/membership/subscription', { planId, interval });

export const cancelSubscription = () => apiRequest('POST', '/api/membership/subscription/cancel');
export const resumeSubscription = () => apiRequest('POST', '/api/membership/subscription/resume');

/** Opens the Stripe customer portal in this tab. */
export async function openBillingPortal() {
  const { url } = await apiRequest<Wire<typeof billingPortalSchema>>('POST', '/api/membership/portal');
  window.location.assign(url);
}
