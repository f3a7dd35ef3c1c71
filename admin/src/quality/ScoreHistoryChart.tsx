import { LineChart } from '@mui/x-charts/LineChart';
import { CHART_HISTORY_SIZE, useMetrics } from './api';

/** Overall and component scores of the recent metrics, oldest on the left. */
export default function ScoreHistoryChart() {
  const { data } = useMetrics(CHART_HISTORY_SIZE);
  const points = [...(data ?? [])].reverse();
  if (points.length === 0) return null;
  const series = (key: 'overallScore' | 'reliabilityScore' | 'performanceScore' | 'securityScore', label: string) => ({
    data: points.map((metric) => metric[key]),
    label,
    showMark: points.length < 20,
  });
  return (
    <figure aria-label="Score history" style={{ margin: 0 }}>
      <LineChart
        height={240}
        xAxis={[{ data: points.map((metric) => new Date(metric.timestamp)), scaleType: 'time' }]}
        yAxis={[{ min: 0, max: 100 }]}
        series={[
          series('overallScore', 'Overall'),
          series('reliabilityScore', 'Reliability'),
          series('performanceScore', 'Performance'),
          series('securityScore', 'Security'),
        ]}
      />
    </figure>
  );
}
