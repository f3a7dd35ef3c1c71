// Both methods' amounts, the lesser marked, the report fee and the total, with who entered the figures and when.
import { Alert, Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { enteredLine, franchiseTaxEstimateRows } from '../../../domain/franchise-tax-form';
import { formatDateTime } from '../format';
import type { FranchiseTaxView } from './types';

export const FranchiseTaxEstimateTable = ({ tax }: { tax: FranchiseTaxView }) => {
  if (!tax.estimate)
    return <Alert severity="info">No figures entered yet: the estimate appears once they are saved.</Alert>;
  return (
    <Box data-testid="admin-franchise-tax-result">
      <Table size="small" aria-label="Franchise tax estimate">
        <TableBody>
          {franchiseTaxEstimateRows(tax.estimate).map((row) => (
            <TableRow key={row.label}>
              <TableCell sx={row.total ? { fontWeight: 700 } : undefined}>{row.label}</TableCell>
              <TableCell align="right" sx={row.total ? { fontWeight: 700 } : undefined}>
                {row.amount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {tax.enteredAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {enteredLine(formatDateTime(tax.enteredAt), tax.enteredByEmail)}
        </Typography>
      )}
      <Alert severity="info" sx={{ mt: 1 }}>
        {tax.note}
      </Alert>
    </Box>
  );
};
