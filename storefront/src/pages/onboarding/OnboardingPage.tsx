import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { calculatePricing } from '../../../../domain/pricing';
import {
  buildCheckoutRecord,
  ONBOARDING_STEPS,
  readCheckoutRecord,
  saveCheckoutRecord,
  takeHandOver,
} from '../../lib/checkout-record';
import { PAGE_INTROS } from '../../lib/page-intros';
import { fillBlanks, useProfileContact } from '../../lib/profile';
import { useDismissToast, useToast } from '../../lib/toast';
import { BusinessStep } from './BusinessStep';
import { ContactStep } from './ContactStep';
import { OrderSummary } from './OrderSummary';
import { ReviewStep } from './ReviewStep';
import { ServicesStep } from './ServicesStep';
import { INITIAL_WIZARD, STEP_TITLES, stepError, type WizardState } from './wizard';

/** Selections handed over from the packages page, if any (read once, then deleted), as wizard state. */
function handedOverState(): WizardState | null {
  const handOver = takeHandOver();
  if (!handOver) return null;
  const entities = { ...handOver.entityDetails };
  for (const code of handOver.states) {
    entities[code] ??= { businessName: handOver.businessNames[code] ?? '', entityType: 'LLC' };
  }
  const firstType = handOver.states[0] ? entities[handOver.states[0]].entityType : 'LLC';
  return {
    ...INITIAL_WIZARD,
    packages: handOver.packages,
    services: handOver.services,
    states: handOver.states,
    entities,
    multiState: handOver.states.length > 1,
    multiEntityType: firstType,
  };
}

/** The order saved for checkout, back in the wizard: 'Return to Order' from checkout keeps what was entered. */
function resumedState(): WizardState | null {
  const record = readCheckoutRecord();
  if (!record?.contact || !Array.isArray(record.states)) return null;
  const firstType = record.states[0] ? record.entityDetails?.[record.states[0]]?.entityType : undefined;
  return {
    ...INITIAL_WIZARD,
    contact: { ...INITIAL_WIZARD.contact, ...record.contact },
    packages: record.packages ?? [],
    services: record.services ?? [],
    states: record.states,
    entities: { ...record.entityDetails },
    industry: record.business?.industry ?? '',
    description: record.business?.description ?? '',
    trustName: record.business?.trustName ?? '',
    multiState: record.states.length > 1,
    multiEntityType: firstType ?? 'LLC',
  };
}

export default function OnboardingPage() {
  const toast = useToast();
  const dismissToast = useDismissToast();
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [state, setState] = useState<WizardState>(INITIAL_WIZARD);
  // States whose business name the server found in error as it was typed (blocks step 3).
  const [nameErrorStates, setNameErrorStates] = useState<string[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const pricing = useMemo(
    () => calculatePricing({ packages: state.packages, services: state.services, states: state.states }),
    [state.packages, state.services, state.states],
  );

  // Pre-select what the packages page handed over. The entry is deleted when read, so a repeated run finds nothing.
  // Without one, an order saved for checkout comes back as it was entered.
  useEffect(() => {
    const handedOver = handedOverState();
    if (handedOver) setState((current) => ({ ...handedOver, contact: current.contact }));
    else {
      const resumed = resumedState();
      if (resumed) setState(resumed);
    }
  }, []);

  // A signed-in client starts with their name and email filled in (fields already typed are kept).
  const profile = useProfileContact();
  useEffect(() => {
    if (profile) setState((current) => ({ ...current, contact: fillBlanks(current.contact, profile) }));
  }, [profile]);

  // Moving between steps puts keyboard focus on the new step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const update = (patch: Partial<WizardState>) => setState((current) => ({ ...current, ...patch }));
  const setNameError = (code: string, hasError: boolean) =>
    setNameErrorStates((codes) => (hasError ? [...new Set([...codes, code])] : codes.filter((c) => c !== code)));

  const next = (event: FormEvent) => {
    event.preventDefault();
    const error = stepError(step, state, nameErrorStates);
    if (error) {
      toast({ title: error, variant: 'destructive' });
      return;
    }
    dismissToast();
    if (step < ONBOARDING_STEPS) {
      setStep(step + 1);
      return;
    }
    const record = buildCheckoutRecord({
      packages: state.packages,
      services: state.services,
      states: state.states,
      contact: state.contact,
      business: { industry: state.industry, description: state.description, trustName: state.trustName },
      entities: Object.fromEntries(state.states.map((code) => [code, state.entities[code]])),
      step,
    });
    try {
      saveCheckoutRecord(record);
    } catch (error) {
      console.error('Failed to save checkout data', error);
    }
    navigate('/checkout');
  };

  const percent = Math.round((step / ONBOARDING_STEPS) * 100);
  const title = STEP_TITLES[step - 1];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {/* The same text and size as Layout's plain-markup fallback shows while this page loads. */}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {PAGE_INTROS['/onboarding'].title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {PAGE_INTROS['/onboarding'].intro}
      </Typography>

      <Box sx={{ mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Step {step} of {ONBOARDING_STEPS}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {percent}% Complete
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`Step ${step} of ${ONBOARDING_STEPS}`}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Stepper activeStep={step - 1} alternativeLabel sx={{ mt: 2, display: { xs: 'none', sm: 'flex' } }}>
          {STEP_TITLES.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: step === ONBOARDING_STEPS ? 12 : 8 }}>
          <Paper
            component="form"
            noValidate
            onSubmit={next}
            aria-labelledby="step-heading"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography
              id="step-heading"
              ref={headingRef}
              tabIndex={-1}
              variant="h5"
              component="h2"
              sx={{ mb: 2, outline: 'none' }}
            >
              {title}
            </Typography>
            {step === 1 && <ContactStep contact={state.contact} onChange={(contact) => update({ contact })} />}
            {step === 2 && <ServicesStep packages={state.packages} services={state.services} onChange={update} />}
            {step === 3 && <BusinessStep state={state} onChange={update} onNameError={setNameError} />}
            {step === 4 && <ReviewStep state={state} pricing={pricing} />}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
              <Button type="button" variant="outlined" disabled={step === 1} onClick={() => setStep(step - 1)}>
                Previous
              </Button>
              <Button type="submit" variant="contained">
                {step === ONBOARDING_STEPS ? 'Proceed to Payment' : 'Next'}
              </Button>
            </Box>
          </Paper>
        </Grid>
        {step < ONBOARDING_STEPS && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
              <OrderSummary pricing={pricing} />
            </Paper>
          </Grid>
        )}
      </Grid>
    </Container>
  );
}
