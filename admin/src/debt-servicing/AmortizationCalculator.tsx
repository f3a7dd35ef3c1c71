import CalculateIcon from '@mui/icons-material/Calculate';
import { Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import {
  PAYMENT_FREQUENCIES,
  PAYMENT_FREQUENCY_LABELS,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentFrequency,
  type PaymentType,
  type ScheduleRequest,
} from '../../../domain/amortization';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { Schedule } from '../providers/loanCalls';
import { ScheduleSummaryTiles } from './ScheduleSummaryTiles';
import { ScheduleTable } from './ScheduleTable';

// The chart library is loaded only once a schedule is shown.
const BalanceChart = lazy(() => import('./BalanceChart'));

type NumberField = 'principal' | 'rate' | 'term';
const NUMBER_FIELDS: { key: NumberField; label: string; step: string }[] = [
  { key: 'principal', label: 'Principal ($)', step: '0.01' },
  { key: 'rate', label: 'Annual Rate (%)', step: '0.01' },
  { key: 'term', label: 'Term (months)', step: '1' },
];

const CALCULATOR_FIELDS_MISSING = 'Please fill in all calculator fields';

/** A non-zero number typed in a field, or null. */
const nonZeroNumber = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value !== 0 ? value : null;
};

export const AmortizationCalculator = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({ principal: '', rate: '', term: '' });
  const [type, setType] = useState<PaymentType>('fixed');
  const [frequency, setFrequency] = useState<PaymentFrequency>('monthly');
  // The last schedule calculated stays shown while another is asked for, and after a failure.
  const [result, setResult] = useState<Schedule | null>(null);
  const schedule = useMutation({
    mutationFn: (request: ScheduleRequest) => dataProvider.calculateSchedule(request),
    onSuccess: (calculated) => {
      setResult(calculated);
      notify('app.notification.schedule_generated', {
        type: 'success',
        messageArgs: { count: calculated.summary.numberOfPayments },
      });
    },
    onError: (error) =>
      notify('app.notification.calculation_failed', { type: 'error', messageArgs: { error: errorMessage(error) } }),
  });

  const calculate = (event: React.FormEvent) => {
    event.preventDefault();
    const principal = nonZeroNumber(numbers.principal);
    const rate = nonZeroNumber(numbers.rate);
    const term = nonZeroNumber(numbers.term);
    if (principal === null || rate === null || term === null) {
      notify('app.notification.validation_error', { type: 'error', messageArgs: { error: CALCULATOR_FIELDS_MISSING } });
      return;
    }
    schedule.mutate({ principal, rate, term, type, frequency });
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Amortization Calculator
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={calculate}
          aria-label="Amortization calculator"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(6, 1fr)' },
          }}
        >
          {NUMBER_FIELDS.map((field) => (
            <TextField
              key={field.label}
              label={field.label}
              type="number"
              value={numbers[field.key]}
              onChange={(e) => setNumbers((current) => ({ ...current, [field.key]: e.target.value }))}
              slotProps={{ htmlInput: { min: 0, step: field.step } }}
            />
          ))}
          <TextField select label="Payment Type" value={type} onChange={(e) => setType(e.target.value as PaymentType)}>
            {PAYMENT_TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {PAYMENT_TYPE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Payment Schedule"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as PaymentFrequency)}
          >
            {PAYMENT_FREQUENCIES.map((value) => (
              <MenuItem key={value} value={value}>
                {PAYMENT_FREQUENCY_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" startIcon={<CalculateIcon />} disabled={schedule.isPending}>
            Calculate
          </Button>
        </Box>
        {result && (
          <Box sx={{ mt: 3 }}>
            <ScheduleSummaryTiles summary={result.summary} />
            <Suspense
              fallback={
                <Box sx={{ height: 280, display: 'grid', placeItems: 'center' }}>
                  <CircularProgress aria-label="Loading chart" />
                </Box>
              }
            >
              <BalanceChart schedule={result.schedule} principal={result.summary.principal} />
            </Suspense>
            <ScheduleTable schedule={result.schedule} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
