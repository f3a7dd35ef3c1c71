import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { findPlan, membershipBanner } from '../../../../../domain/membership-billing';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import { formatOrderDate } from '../orders';
import {
  cancelSubscription,
  type MembershipSubscription,
  openBillingPortal,
  resumeSubscription,
  useRefreshMembership,
} from './api';
import { ConfirmDialog } from './ConfirmDialog';

/** 'Active until {date}' for a cancelled plan. */
const activeUntilText = (iso: string) => `Active until ${formatOrderDate(iso)}`;

/** The member's plan: renewal or end date, a failed-payment banner, Manage billing and cancel / resume. */
export function CurrentMembership({ subscription }: { subscription: MembershipSubscription }) {
  const toast = useToast();
  const refresh = useRefreshMembership();
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const plan = findPlan(subscription.planId);
  const banner = membershipBanner({
    ...subscription,
    currentPeriodEnd: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : null,
  });

  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await action();
      if (success) toast({ title: success, variant: 'success' });
      await refresh();
    } catch (error) {
      toast({ title: 'Membership', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="current-membership-title" variant="outlined" sx={{ p: 3, mb: 4 }}>
      {banner.kind === 'payment_failed' && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" disabled={busy} onClick={() => run(openBillingPortal)}>
              Update payment method
            </Button>
          }
        >
          <AlertTitle>Your membership payment failed</AlertTitle>
          We could not charge your card for the latest renewal. Update your payment method to keep your membership.
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <div>
          <Typography id="current-membership-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Your plan: {plan?.name ?? subscription.planId} ({subscription.interval})
          </Typography>
          <Typography color="text.secondary" data-testid="membership-period">
            {banner.kind === 'ending' && subscription.currentPeriodEnd
              ? activeUntilText(subscription.currentPeriodEnd)
              : subscription.currentPeriodEnd
                ? `Renews on ${formatOrderDate(subscription.currentPeriodEnd)}`
                : 'Active'}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" disabled={busy} onClick={() => run(openBillingPortal)}>
            Manage billing
          </Button>
          {subscription.cancelAtPeriodEnd ? (
            <Button variant="contained" disabled={busy} onClick={() => run(resumeSubscription, 'Membership resumed')}>
              Resume Membership
            </Button>
          ) : (
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirmCancel(true)}>
              Cancel Membership
            </Button>
          )}
        </Stack>
      </Stack>
      {confirmCancel && (
        <ConfirmDialog
          title="Cancel membership?"
          text={`Your ${plan?.name ?? ''} plan stays active until the end of the period you paid for${
            subscription.currentPeriodEnd ? ` (${formatOrderDate(subscription.currentPeriodEnd)})` : ''
          }, then ends. Your entities remain formed; ongoing services end with the membership.`}
          confirmLabel="Cancel at Period End"
          onClose={() => setConfirmCancel(false)}
          onConfirm={() => {
            setConfirmCancel(false);
            return run(cancelSubscription, 'Membership cancelled');
          }}
        />
      )}
    </Paper>
  );
}
