import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { formatChartMoment } from '../format';
import { CHART_HISTORY_SIZE, useMetrics } from './api';

const formatRunTime = (timestamp: string, short: boolean) => formatChartMoment(timestamp, short);

/** Overall and component scores of the recent metrics, oldest on the left. */
export default function ScoreHistoryChart() {
  const { data } = useMetrics(CHART_HISTORY_SIZE);
  const translate = useTranslate();
  const points = [...(data ?? [])].reverse();
  if (points.length === 0) return null;
  const series = (key: 'overallScore' | 'reliabilityScore' | 'performanceScore' | 'securityScore', label: string) => ({
    data: points.map((metric) => metric[key]),
    label: translate(label),
    showMark: points.length < 20,
  });
  return (
    <figure aria-label={translate('app.quality.metrics.chart')} style={{ margin: 0 }}>
      <LineChart
        height={240}
        // Room on the right for the newest run's label, which is centred on the last point.
        margin={{ right: 56 }}
        // One tick per run, labelled with its date and time (a time scale over runs seconds apart labels
        // milliseconds, e.g. '.712'); the chart hides labels that would overlap.
        xAxis={[
          {
            data: points.map((metric) => metric.timestamp),
            scaleType: 'point',
            valueFormatter: (value: string, context) => formatRunTime(value, context.location === 'tick'),
          },
        ]}
        yAxis={[{ min: 0, max: 100 }]}
        series={[
          series('overallScore', 'app.quality.score.overall'),
          series('reliabilityScore', 'app.quality.score.reliability'),
          series('performanceScore', 'app.quality.score.performance'),
          series('securityScore', 'app.quality.score.security'),
        ]}
      />
    </figure>
  );
}
