// Both methods' amounts side by side, the lesser marked, with when the figures were entered.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { enteredLine, franchiseTaxEstimateRows } from '../../../../domain/franchise-tax-form';
import { formatDate } from '../../lib/format';
import type { FranchiseTax } from './franchise-tax';

export function FranchiseTaxResult({ tax }: { tax: FranchiseTax }) {
  return (
    <Box data-testid="franchise-tax-result" aria-live="polite">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0 }}>
        {tax.estimate &&
          franchiseTaxEstimateRows(tax.estimate).map((row) => [
            <dt key={`${row.label}:label`}>{row.total ? <strong>{row.label}</strong> : row.label}</dt>,
            <dd key={`${row.label}:amount`}>{row.total ? <strong>{row.amount}</strong> : row.amount}</dd>,
          ])}
      </Box>
      {tax.enteredAt && (
        <Typography variant="body2" color="text.secondary">
          {enteredLine(formatDate(tax.enteredAt), tax.enteredByEmail)}
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
