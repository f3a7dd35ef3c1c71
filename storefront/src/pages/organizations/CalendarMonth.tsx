// The organisation's deadlines as a month: a week per row, each day with the deadlines due on it (the entity, its
// state and the deadline, linked to the entity's page); earlier and later months a click away.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatMonth } from '../../lib/format';
import type { CalendarEntry } from './organization-api';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'YYYY-MM' moved by `by` months. */
const shift = (month: string, by: number) => {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return date.toISOString().slice(0, 7);
};

/** The month's days in weeks (Sunday first), null where a week runs into the month before or after. */
function weeksOf(month: string): (string | null)[][] {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  const lead = new Date(Date.UTC(year, index, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const cells = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, d) => `${month}-${String(d + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export function CalendarMonth({ rows }: { rows: CalendarEntry[] }) {
  const [month, setMonth] = useState(() => (rows[0]?.dueDate ?? new Date().toISOString()).slice(0, 7));
  const onDay = (day: string) => rows.filter((row) => row.dueDate.slice(0, 10) === day);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton aria-label="Previous month" onClick={() => setMonth(shift(month, -1))}>
          <ChevronLeft />
        </IconButton>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="calendar-month">
          {formatMonth(`${month}-01`)}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => setMonth(shift(month, 1))}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={`Deadlines in ${formatMonth(`${month}-01`)}`} sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              {WEEKDAYS.map((day) => (
                <TableCell key={day} sx={{ px: 0.5 }}>
                  {day}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {weeksOf(month).map((week) => (
              <TableRow key={week.find(Boolean)}>
                {week.map((day, i) => (
                  <TableCell
                    key={day ?? `empty-${i}`}
                    sx={{ verticalAlign: 'top', height: 72, px: 0.5, overflowWrap: 'anywhere' }}
                  >
                    {day && (
                      <>
                        <Typography variant="caption" color="text.secondary">
                          {Number(day.slice(8))}
                        </Typography>
                        {onDay(day).map((entry) => (
                          <Typography key={entry.id} variant="body2" data-testid="calendar-day-entry">
                            <Link component={RouterLink} to={`/entities/${entry.entityId}`}>
                              {entry.businessName}
                            </Link>{' '}
                            ({entry.stateCode}): {entry.title}
                          </Typography>
                        ))}
                      </>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
