import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusColour } from '../format';
import { useHealthCheck } from './api';
import { percent } from './format';

const STANDARDS = [
  { key: 'nineSigma', label: 'app.quality.health.nine_sigma' },
  { key: 'diamond', label: 'app.quality.health.diamond' },
  { key: 'platinum', label: 'app.quality.health.platinum' },
] as const;

/** Shown only once there is data: coverage, availability from recent smoke runs, recent runs, standards met. */
export const HealthCheckCard = () => {
  const { data: health } = useHealthCheck();
  const translate = useTranslate();
  if (!health) return null;
  const figures = [
    { label: 'app.quality.health.coverage', testId: 'health-Test Coverage', value: percent(health.testCoverage) },
    { label: 'app.quality.health.availability', testId: 'health-Availability', value: percent(health.availability) },
    {
      label: 'app.quality.health.recent_runs',
      testId: 'health-Recent Runs',
      value: String(health.recentActivity.totalRuns),
    },
  ];
  return (
    <Card variant="outlined" sx={{ mb: 3 }} aria-label={translate('app.quality.health.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.quality.health.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
          {figures.map((figure) => (
            <Box key={figure.label}>
              <Typography variant="subtitle2" color="text.secondary">
                {translate(figure.label)}
              </Typography>
              <Typography variant="h6" data-testid={figure.testId}>
                {figure.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {STANDARDS.map((standard) => {
            const met = health.standards[standard.key];
            return (
              <Chip
                key={standard.key}
                icon={met ? <CheckCircleIcon /> : <CancelIcon />}
                color={statusColour(met ? 'COMPLIANT' : 'NOT_MET')}
                variant="outlined"
                label={translate(met ? 'app.quality.health.compliant' : 'app.quality.health.not_met', {
                  standard: translate(standard.label),
                })}
              />
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
};
