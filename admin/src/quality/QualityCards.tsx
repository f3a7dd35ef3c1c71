import { Alert, Card, CardContent, Chip, LinearProgress, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TileGrid } from '../layout/StatTiles';
import { errorMessage } from '../providers/errorMessage';
import { useLatestMetric } from './api';
import { levelBadgeSx, overallScore, percent } from './format';
import type { QualityMetric } from './types';

const SCORES: { key: keyof QualityMetric; label: string }[] = [
  { key: 'reliabilityScore', label: 'app.quality.score.reliability' },
  { key: 'performanceScore', label: 'app.quality.score.performance' },
  { key: 'securityScore', label: 'app.quality.score.security' },
];

/** Quality Level and the three scores of the newest metric (0 when there is none yet). */
export const QualityCards = () => {
  const { data: latest, isPending, error } = useLatestMetric();
  const translate = useTranslate();
  const level = latest?.qualityLevel;
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.quality.score.latest_failed', { error: errorMessage(error) })}
        </Alert>
      )}
      <TileGrid>
        <Card variant="outlined" aria-label={translate('app.quality.score.level')}>
          <CardContent>
            <Typography variant="subtitle2" color="text.secondary" component="h2">
              {translate('app.quality.score.level')}
            </Typography>
            {isPending ? (
              <Skeleton width={120} height={40} />
            ) : (
              <>
                <Typography variant="h5" data-testid="quality-level">
                  {level ?? translate('app.quality.not_available')}
                </Typography>
                <Typography color="text.secondary" data-testid="quality-overall">
                  {overallScore(latest?.overallScore)}
                </Typography>
                <Chip
                  size="small"
                  label={level ?? translate('app.quality.not_available')}
                  sx={{ mt: 1, ...levelBadgeSx(level) }}
                  data-testid="quality-badge"
                />
              </>
            )}
          </CardContent>
        </Card>
        {SCORES.map((score) => {
          const value = (latest?.[score.key] as number | undefined) ?? 0;
          const label = translate(score.label);
          return (
            <Card key={score.key} variant="outlined" aria-label={label}>
              <CardContent>
                <Typography variant="subtitle2" color="text.secondary" component="h2">
                  {label}
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
                      aria-label={translate('app.quality.score.bar', { score: label })}
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
