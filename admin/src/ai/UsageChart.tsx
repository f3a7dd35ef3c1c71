import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DailyUsage } from './api';

/** Requests and failed requests per day (UTC), with tokens in the tooltip. */
const UsageChart = ({ daily }: { daily: DailyUsage[] }) => {
  const theme = useTheme();
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: daily.map((row) => row.day.slice(5)), label: 'Day (UTC)' }]}
      series={[
        {
          label: 'Requests',
          data: daily.map((row) => row.requests),
          valueFormatter: (value, { dataIndex }) => `${value} (${daily[dataIndex].tokens} tokens)`,
        },
        { label: 'Errors', data: daily.map((row) => row.errors), color: theme.palette.error.main },
      ]}
    />
  );
};

export default UsageChart;
