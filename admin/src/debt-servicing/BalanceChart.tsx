// Loaded on demand (React.lazy): the chart library stays out of the back-office's first download.
import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ScheduleRow } from '../../../domain/amortization';
import { formatCents } from '../format';

const BalanceChart = ({ schedule, principal }: { schedule: ScheduleRow[]; principal: number }) => (
  <Box role="figure" aria-label="Balance over time" sx={{ mb: 2 }}>
    <Typography variant="h6" component="h3">
      Balance Over Time
    </Typography>
    <LineChart
      height={280}
      xAxis={[{ data: [0, ...schedule.map((row) => row.payment)], label: 'Payment', scaleType: 'linear' }]}
      yAxis={[{ valueFormatter: (cents: number) => formatCents(cents), width: 100 }]}
      series={[
        {
          data: [principal, ...schedule.map((row) => row.balance)],
          label: 'Balance',
          area: true,
          showMark: false,
          valueFormatter: (cents) => (cents === null ? '' : formatCents(cents)),
        },
      ]}
    />
  </Box>
);

export default BalanceChart;
