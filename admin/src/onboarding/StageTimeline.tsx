import { Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PIPELINE_STAGES, STAGE_LABELS } from '../../../domain/order-stages';
import { ACTION_LABELS } from '../../../domain/pipeline';
import { formatDateTime as formatTime } from '../format';
import type { OrderDetail } from './types';

/** The four stages with the current one marked, then every recorded step: who did what, when. */
export const StageTimeline = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const current = PIPELINE_STAGES.indexOf((order.stage ?? 'PENDING_REVIEW') as (typeof PIPELINE_STAGES)[number]);
  return (
    <Box>
      <Stepper
        activeStep={order.stage === 'COMPLETE' ? PIPELINE_STAGES.length : current}
        alternativeLabel
        sx={{ mb: 3 }}
      >
        {PIPELINE_STAGES.map((stage) => (
          <Step key={stage}>
            <StepLabel>{STAGE_LABELS[stage]}</StepLabel>
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
              {ACTION_LABELS[entry.action] ?? entry.action} ·{' '}
              {STAGE_LABELS[entry.stage as keyof typeof STAGE_LABELS] ?? entry.stage}
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
