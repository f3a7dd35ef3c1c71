import { Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FORMATION_KIND } from '../../../domain/kinds';
import { kindHistoryLabel, kindStageLabel, planProgress } from '../../../domain/order-kind-stages';
import type { PipelineStage } from '../../../domain/order-stages';
import { ACTION_LABELS } from '../../../domain/pipeline';
import { formatDateTime as formatTime } from '../format';
import type { OrderDetail } from './types';

/** The stages of the kind's plan with the current one marked, then every recorded step: who did what, when. */
export const StageTimeline = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const kind = order.kind ?? FORMATION_KIND.kind;
  const { labels, active } = planProgress(kind, order.stage as PipelineStage | null, order.stages);
  return (
    <Box>
      <Stepper
        activeStep={active}
        alternativeLabel
        sx={{ mb: 3 }}
        aria-label={translate('app.onboarding.order.stages')}
      >
        {labels.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="ol"
        aria-label={translate('app.onboarding.order.history')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {order.stages.map((entry, index) => (
          <Box
            component="li"
            key={`${entry.createdAt}-${index}`}
            sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {kindHistoryLabel(kind, entry.action) ?? ACTION_LABELS[entry.action] ?? entry.action} ·{' '}
              {kindStageLabel(kind, entry.stage)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {entry.actorEmail ?? translate('app.onboarding.order.system')} · {formatTime(entry.createdAt)}
              {entry.note ? ` · ${entry.note}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
