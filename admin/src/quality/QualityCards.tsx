import { Alert, Card, CardContent, Chip, LinearProgress, Skeleton, Typography } from '@mui/material';
import { TileGrid } from '../layout/StatTiles';
import { errorMessage } from '../providers/errorMessage';
import { useLatestMetric } from './api';
import { levelBadgeSx, overallScore, percent } from './format';
import type { QualityMetric } from './types';

const SCORES: { key: keyof QualityMetric; label: string }[] = [
  { key: 'reliabilityScore', label: 'Reliability' },
  { key: 'performanceScore', label: 'Performance' },
  { key: 'securityScore', label: 'Security' },
];

/** Quality Level and the three scores of the newest metric (0 when there is none yet). */
export const QualityCards = () => {
  const { data: latest, isPending, error } = useLatestMetric();
  const level = latest?.qualityLevel;
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not load the latest quality metric: {errorMessage(error)}
        </Alert>
      )}
      <TileGrid>
        <Card variant="outlined" aria-label="Quality Level">
          <CardContent>
            <Typography variant="subtitle2" color="text.secondary" component="h2">
              Quality Level
            </Typography>
            {isPending ? (
              <Skeleton width={120} height={40} />
            ) : (
              <>
                <Typography variant="h5" data-testid="quality-level">
                  {level ?? 'N/A'}
                </Typography>
                <Typography color="text.secondary" data-testid="quality-overall">
                  {overallScore(latest?.overallScore)}
                </Typography>
                <Chip
                  size="small"
                  label={level ?? 'N/A'}
                  sx={{ mt: 1, ...levelBadgeSx(level) }}
                  data-testid="quality-badge"
                />
              </>
            )}
          </CardContent>
        </Card>
        {SCORES.map((score) => {
          const value = (latest?.[score.key] as number | undefined) ?? 0;
          return (
            <Card key={score.key} variant="outlined" aria-label={score.label}>
              <CardContent>
                <Typography variant="subtitle2" color="text.secondary" component="h2">
                  {score.label}
                </Typography>
                {isPending ? (
                  <Skeleton width={80} height={40} />
                ) : (
                  <>
                    <Typography variant="h5" data-testid={`quality-${score.key}`}>
                      {percent(value)}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={Math.min(100, Math.max(0, value))}
                      aria-label={`${score.label} score`}
                      sx={{ mt: 1 }}
                    />
                  </>
                )}
              </CardContent>
            </Card>
          );
        })}
      </TileGrid>
    </>
  );
};
