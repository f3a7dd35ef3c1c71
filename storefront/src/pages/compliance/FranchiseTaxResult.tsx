// Both methods' amounts side by side, the lesser marked, with when the figures were entered.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FranchiseTax, usd } from './franchise-tax';

export function FranchiseTaxResult({ tax }: { tax: FranchiseTax }) {
  const estimate = tax.estimate!;
  const lesser = (method: typeof estimate.lesserMethod) => (estimate.lesserMethod === method ? ' (lesser)' : '');
  return (
    <Box data-testid="franchise-tax-result" aria-live="polite">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0 }}>
        <dt>Authorized Shares method{lesser('authorized-shares')}</dt>
        <dd>{usd(estimate.authorizedSharesMethodCents)}</dd>
        <dt>Assumed Par Value Capital method{lesser('assumed-par-value-capital')}</dt>
        <dd>
          {estimate.assumedParValueCapitalMethodCents === null
            ? 'needs issued shares'
            : `${usd(estimate.assumedParValueCapitalMethodCents)} (assumed par $${estimate.assumedPar}, capital ${usd(
                (estimate.assumedParValueCapitalDollars ?? 0) * 100,
              )})`}
        </dd>
        <dt>Annual report fee</dt>
        <dd>{usd(estimate.annualReportFeeCents)}</dd>
        <dt>
          <strong>Estimated total due</strong>
        </dt>
        <dd>
          <strong>{usd(estimate.totalDueCents)}</strong>
        </dd>
      </Box>
      {tax.enteredAt && (
        <Typography variant="body2" color="text.secondary">
          Figures entered {new Date(tax.enteredAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
          {tax.enteredByEmail ? ` by ${tax.enteredByEmail}` : ''}.
        </Typography>
      )}
      <Alert severity="info" sx={{ mt: 1 }}>
        {tax.note} Rates as published by the{' '}
        <a href={tax.source.url} target="_blank" rel="noreferrer">
          Delaware Division of Corporations
        </a>{' '}
        (read {tax.source.readOn}).
      </Alert>
    </Box>
  );
}
