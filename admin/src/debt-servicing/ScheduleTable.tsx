import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ScheduleRow } from '../../../domain/amortization';
import { formatCents } from '../format';

export const SCHEDULE_ROWS_SHOWN = 12;

/** The first payments of the schedule. */
export const ScheduleTable = ({ schedule }: { schedule: ScheduleRow[] }) => (
  <>
    <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
      Payment Schedule
    </Typography>
    <Typography variant="body2" color="text.secondary" gutterBottom>
      showing first {Math.min(SCHEDULE_ROWS_SHOWN, schedule.length)} of {schedule.length}
    </Typography>
    <TableContainer>
      <Table size="small" aria-label="Payment schedule">
        <TableHead>
          <TableRow>
            <TableCell>Payment</TableCell>
            <TableCell align="right">Principal</TableCell>
            <TableCell align="right">Interest</TableCell>
            <TableCell align="right">Total Payment</TableCell>
            <TableCell align="right">Balance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {schedule.slice(0, SCHEDULE_ROWS_SHOWN).map((row) => (
            <TableRow key={row.payment}>
              <TableCell>{row.payment}</TableCell>
              <TableCell align="right">{formatCents(row.principal)}</TableCell>
              <TableCell align="right">{formatCents(row.interest)}</TableCell>
              <TableCell align="right">{formatCents(row.totalPayment)}</TableCell>
              <TableCell align="right">{formatCents(row.balance)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </>
);
