import { Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import type { ScheduleRow } from '../../../domain/amortization';
import { formatCents } from '../format';
import { TableHeader } from '../layout/TableHeader';

const SCHEDULE_ROWS_SHOWN = 12;

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
        <TableHeader
          labels={['Payment', 'Principal', 'Interest', 'Total Payment', 'Balance']}
          alignRight={['Principal', 'Interest', 'Total Payment', 'Balance']}
        />
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
