import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MEMBERSHIP_PLANS, type MembershipPlan } from '../../../../domain/catalog';
import { formatUsd } from '../../lib/money';
import { useAuth } from '../../lib/auth';
import {
  type BillingCycle,
  isCurrentPlan,
  maxYearlySavingPercent,
  membershipRequestMailto,
  planButtonLabel,
} from '../../lib/membership';
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

function PlanRequestDialog({
  plan,
  cycle,
  email,
  onClose,
}: {
  plan: MembershipPlan | null;
  cycle: BillingCycle;
  email: string | null;
  onClose: () => void;
}) {
  const billing =
    plan &&
    (cycle === 'yearly'
      ? `${formatUsd(plan.yearlyPrice)} billed yearly`
      : `${formatUsd(plan.monthlyPrice)} billed monthly`);
  return (
    <Dialog open={plan !== null} onClose={onClose} aria-labelledby="plan-request-title" maxWidth="xs" fullWidth>
      {plan && (
        <>
          <DialogTitle id="plan-request-title">Upgrade to {plan.name}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1.5 }}>
              Plan changes are arranged with our team: a membership specialist will contact you to move your account to
              the {plan.name} plan ({billing}). You are not charged until you confirm the change with them.
            </DialogContentText>
            <DialogContentText>Email us to request the change now.</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" href={membershipRequestMailto(plan, cycle, email)}>
              Request by Email
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

export default function MembershipPage() {
  const { user } = useAuth();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [requested, setRequested] = useState<MembershipPlan | null>(null);
  const savingPercent = maxYearlySavingPercent(MEMBERSHIP_PLANS);

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

      <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
        {MEMBERSHIP_PLANS.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 3 }} sx={{ pt: plan.popular ? { xs: 1.5, lg: 0 } : 0 }}>
            <PlanCard
              plan={plan}
              cycle={cycle}
              isCurrent={isCurrentPlan(plan.id, user?.subscriptionPlan)}
              buttonLabel={planButtonLabel(plan, user)}
              onChoose={() => setRequested(plan)}
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

      <PlanRequestDialog
        plan={requested}
        cycle={cycle}
        email={user?.email ?? null}
        onClose={() => setRequested(null)}
      />
    </Container>
  );
}
