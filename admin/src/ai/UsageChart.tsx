import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { DailyUsage } from './types';

/** Requests and failed requests per day (UTC), with tokens in the tooltip. */
const UsageChart = ({ daily }: { daily: DailyUsage[] }) => {
  const theme = useTheme();
  const translate = useTranslate();
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: daily.map((row) => row.day.slice(5)), label: translate('app.ai.usage.day') }]}
      series={[
        {
          label: translate('app.ai.usage.requests'),
          data: daily.map((row) => row.requests),
          valueFormatter: (value, { dataIndex }) =>
            translate('app.ai.usage.requests_tokens', { requests: value, tokens: daily[dataIndex].tokens }),
        },
        {
          label: translate('app.ai.usage.errors'),
          data: daily.map((row) => row.errors),
          color: theme.palette.error.main,
        },
      ]}
    />
  );
};

export default UsageChart;
