// Both methods' amounts, the lesser marked, the report fee and the total, with who entered the figures and when.
import { Alert, Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { FranchiseTaxView } from './api';
import { usd } from './api';

export const FranchiseTaxEstimateTable = ({ tax }: { tax: FranchiseTaxView }) => {
  const estimate = tax.estimate;
  if (!estimate)
    return <Alert severity="info">No figures entered yet: the estimate appears once they are saved.</Alert>;
  const lesser = (method: typeof estimate.lesserMethod) => (estimate.lesserMethod === method ? ' (lesser)' : '');
  return (
    <Box data-testid="admin-franchise-tax-result">
      <Table size="small" aria-label="Franchise tax estimate">
        <TableBody>
          <TableRow>
            <TableCell>Authorized Shares method{lesser('authorized-shares')}</TableCell>
            <TableCell align="right">{usd(estimate.authorizedSharesMethodCents)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Assumed Par Value Capital method{lesser('assumed-par-value-capital')}</TableCell>
            <TableCell align="right">
              {estimate.assumedParValueCapitalMethodCents === null
                ? 'needs issued shares'
                : `${usd(estimate.assumedParValueCapitalMethodCents)} (assumed par $${estimate.assumedPar})`}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Annual report fee</TableCell>
            <TableCell align="right">{usd(estimate.annualReportFeeCents)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Estimated total due</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {usd(estimate.totalDueCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {tax.enteredAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Figures entered {new Date(tax.enteredAt).toLocaleString('en-US')}
          {tax.enteredByEmail ? ` by ${tax.enteredByEmail}` : ''}.
        </Typography>
      )}
      <Alert severity="info" sx={{ mt: 1 }}>
        {tax.note}
      </Alert>
    </Box>
  );
};
