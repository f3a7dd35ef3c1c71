import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MEMBERSHIP_PLANS, type MembershipPlan } from '../../../../domain/catalog';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { formatUsd } from '../../lib/format';
import {
  type BillingCycle,
  isCurrentPlan,
  MEMBERSHIP_EMAIL,
  maxYearlySavingPercent,
  planButtonLabel,
} from '../../lib/membership';
import { signInUrl } from '../../lib/sign-in';
import { useToast } from '../../lib/toast';
import { startSubscription, useMembership, useRefreshMembership } from './membership/api';
import { ConfirmDialog } from './membership/ConfirmDialog';
import { CurrentMembership } from './membership/CurrentMembership';
import { SubscribeDialog } from './membership/SubscribeDialog';
import { PlanCard } from './PlanCard';
import { PlanComparison } from './PlanComparison';

const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Can I change my plan later?',
    answer: 'Yes. Plan changes take effect immediately, and the price is prorated for the rest of your billing period.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: 'Yes. Every plan comes with a 30-day money-back guarantee.',
  },
  {
    question: 'What happens to my entities if I cancel?',
    answer:
      'Your entities remain formed and stay yours. Ongoing services included in your plan, such as filings, monitoring and support, end when the membership ends.',
  },
  {
    question: 'What is the difference between monthly and yearly billing?',
    answer: `Yearly billing is charged once a year and saves up to ${maxYearlySavingPercent(MEMBERSHIP_PLANS)}% against 12 monthly payments. The features are the same.`,
  },
];

export const UNAVAILABLE_TITLE = 'Subscriptions are unavailable';
const UNAVAILABLE_TEXT = `Online payments are not set up on this site, so plans cannot be bought here yet. Email ${MEMBERSHIP_EMAIL} and we will set up your membership.`;

type PlanDialog =
  | { kind: 'subscribe'; plan: MembershipPlan; title: string }
  | { kind: 'change'; plan: MembershipPlan }
  | { kind: 'unavailable' }
  | null;

const billedText = (plan: MembershipPlan, cycle: BillingCycle) =>
  cycle === 'yearly'
    ? `${formatUsd(plan.yearlyPrice)} billed yearly`
    : `${formatUsd(plan.monthlyPrice)} billed monthly`;

export default function MembershipPage() {
  const { user, isAuthenticated } = useAuth();
  const toast = useToast();
  const refresh = useRefreshMembership();
  const [params, setParams] = useSearchParams();
  const [cycle, setCycle] = useState<BillingCycle>(params.get('cycle') === 'yearly' ? 'yearly' : 'monthly');
  const [dialog, setDialog] = useState<PlanDialog>(null);
  const savingPercent = maxYearlySavingPercent(MEMBERSHIP_PLANS);

  // Back from Stripe after paying: wait for the webhook to confirm the plan.
  const paymentFailed = params.get('redirect_status') === 'failed';
  const waitingFor = paymentFailed ? null : params.get('subscribed');
  const membership = useMembership(isAuthenticated, waitingFor);
  const subscription = membership.data?.subscription ?? null;
  const confirmed = Boolean(waitingFor && subscription?.planId === waitingFor);
  useEffect(() => {
    if (!confirmed) return;
    void refresh();
    toast({ title: 'Membership active', description: 'Thank you! Your plan is now active.', variant: 'success' });
    setParams({}, { replace: true });
  }, [confirmed, refresh, toast, setParams]);

  const choose = useCallback(
    // The payment dialog repeats the words of the button that opened it.
    (plan: MembershipPlan, title: string) => {
      // Signed out: sign in, then come back here with this plan chosen (see the effect below).
      if (!user) return window.location.assign(signInUrl(`/membership?plan=${plan.id}&cycle=${cycle}`));
      if (!membership.data) return;
      if (!membership.data.available) return setDialog({ kind: 'unavailable' });
      setDialog(membership.data.subscription ? { kind: 'change', plan } : { kind: 'subscribe', plan, title });
    },
    [user, cycle, membership.data],
  );

  // Back from sign-in with a plan chosen while signed out: carry on with it, unless it is already the user's plan.
  const chosenPlan = MEMBERSHIP_PLANS.find((plan) => plan.id === params.get('plan'));
  useEffect(() => {
    if (!chosenPlan || !user || !membership.data) return;
    setParams({}, { replace: true });
    if (!isCurrentPlan(chosenPlan.id, user.subscriptionPlan)) choose(chosenPlan, planButtonLabel(chosenPlan, null));
  }, [chosenPlan, user, membership.data, choose, setParams]);

  const changePlan = async (plan: MembershipPlan) => {
    setDialog(null);
    try {
      await startSubscription(plan.id, cycle);
      toast({ title: 'Plan changed', description: `You are now on the ${plan.name} plan.`, variant: 'success' });
      await refresh();
    } catch (error) {
      toast({ title: 'Plan change failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ textAlign: 'center', mb: { xs: 5, md: 6 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
          Membership Plans
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640, mx: 'auto' }}>
          Keep every entity in good standing with ongoing compliance, filings and support.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 3, justifyContent: 'center', alignItems: 'center' }}
        >
          <ToggleButtonGroup
            value={cycle}
            exclusive
            color="primary"
            aria-label="Billing cycle"
            onChange={(_event, value: BillingCycle | null) => value && setCycle(value)}
          >
            <ToggleButton value="monthly" sx={{ px: 3 }}>
              Monthly
            </ToggleButton>
            <ToggleButton value="yearly" sx={{ px: 3 }}>
              Yearly
            </ToggleButton>
          </ToggleButtonGroup>
          <Chip
            label={`Save up to ${savingPercent}%`}
            color="success"
            variant={cycle === 'yearly' ? 'filled' : 'outlined'}
          />
        </Stack>
      </Box>

      {waitingFor && !confirmed && (
        <Alert severity="info" sx={{ mb: 3 }} role="status">
          Confirming your payment with Stripe... Your plan shows as current as soon as it is confirmed.
        </Alert>
      )}
      {paymentFailed && (
        <Alert severity="error" sx={{ mb: 3 }}>
          Your payment did not go through, so your plan has not started. Please try again.
        </Alert>
      )}
      {membership.data && !membership.data.available && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {UNAVAILABLE_TITLE}: {UNAVAILABLE_TEXT}
        </Alert>
      )}
      {subscription && <CurrentMembership subscription={subscription} />}

      <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
        {MEMBERSHIP_PLANS.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 3 }} sx={{ pt: plan.popular ? { xs: 1.5, lg: 0 } : 0 }}>
            <PlanCard
              plan={plan}
              cycle={cycle}
              isCurrent={isCurrentPlan(plan.id, user?.subscriptionPlan)}
              buttonLabel={planButtonLabel(plan, user)}
              onChoose={() => choose(plan, planButtonLabel(plan, user))}
            />
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
        {cycle === 'yearly'
          ? 'Prices in US dollars. Yearly plans are billed once a year; the monthly figure is the yearly price divided by 12.'
          : 'Prices in US dollars, billed every month.'}
      </Typography>

      <Box component="section" aria-labelledby="plan-comparison-title" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography id="plan-comparison-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Compare Plans
        </Typography>
        <PlanComparison plans={MEMBERSHIP_PLANS} />
      </Box>

      <Box component="section" aria-labelledby="membership-faq-title" sx={{ mt: { xs: 6, md: 8 }, maxWidth: 800 }}>
        <Typography id="membership-faq-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Frequently Asked Questions
        </Typography>
        {FAQ.map((item, index) => (
          <Accordion
            key={item.question}
            disableGutters
            variant="outlined"
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMore />}
              id={`faq-${index}-header`}
              aria-controls={`faq-${index}-content`}
            >
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>

      {dialog?.kind === 'subscribe' && membership.data?.publishableKey && (
        <SubscribeDialog
          plan={dialog.plan}
          title={dialog.title}
          cycle={cycle}
          publishableKey={membership.data.publishableKey}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'change' && (
        <ConfirmDialog
          title={`Change to ${dialog.plan.name}`}
          text={`Your membership moves to the ${dialog.plan.name} plan (${billedText(dialog.plan, cycle)}) right away. The price is prorated for the rest of your billing period.`}
          confirmLabel="Change Plan"
          onConfirm={() => changePlan(dialog.plan)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'unavailable' && (
        <ConfirmDialog title={UNAVAILABLE_TITLE} text={UNAVAILABLE_TEXT} onClose={() => setDialog(null)} />
      )}
    </Container>
  );
}
