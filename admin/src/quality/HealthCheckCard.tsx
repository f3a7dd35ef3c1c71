import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useHealthCheck } from './api';
import { percent } from './format';

const STANDARDS = [
  { key: 'nineSigma', label: '9-Sigma' },
  { key: 'diamond', label: 'Diamond' },
  { key: 'platinum', label: 'Platinum' },
] as const;

/** Shown only once there is data: coverage, availability from recent smoke runs, recent runs, standards met. */
export const HealthCheckCard = () => {
  const { data: health } = useHealthCheck();
  if (!health) return null;
  const figures = [
    { label: 'Test Coverage', value: percent(health.testCoverage) },
    { label: 'Availability', value: percent(health.availability) },
    { label: 'Recent Runs', value: String(health.recentActivity.totalRuns) },
  ];
  return (
    <Card variant="outlined" sx={{ mb: 3 }} aria-label="Quality Health Check">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Quality Health Check
        </Typography>
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
          {figures.map((figure) => (
            <Box key={figure.label}>
              <Typography variant="subtitle2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography variant="h6" data-testid={`health-${figure.label}`}>
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
                color={met ? 'success' : 'default'}
                variant="outlined"
                label={`${standard.label} ${met ? 'compliant' : 'not met'}`}
              />
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
};
