import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isRegisteredAgentRenewal } from '../../../../domain/compliance-rules';
import { statusColour } from '../../lib/format';
import { mailHistoryPath } from '../mail/mail';
import { type Deadline, feeText, formatDueDate, statusLabel } from './deadlines';

const FranchiseTaxDialog = lazy(() =>
  import('./FranchiseTaxDialog').then((module) => ({ default: module.FranchiseTaxDialog })),
);

/** One deadline: date, obligation, entity, fee and status; a Delaware corporation's franchise tax estimate. */
export function DeadlineRow({ deadline }: { deadline: Deadline }) {
  const [taxOpen, setTaxOpen] = useState(false);
  return (
    <Box
      component="li"
      data-testid="deadline-row"
      aria-label={`${deadline.title} for ${deadline.businessName}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{deadline.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {deadline.businessName} · {deadline.stateCode} ·{' '}
          <time dateTime={deadline.dueDate}>{formatDueDate(deadline.dueDate)}</time>
        </Typography>
        {deadline.status === 'FILED' && deadline.confirmation && (
          <Typography variant="body2" color="text.secondary">
            Filed {deadline.filedOn ? formatDueDate(deadline.filedOn) : ''} · confirmation {deadline.confirmation}
          </Typography>
        )}
        {isRegisteredAgentRenewal(deadline) && (
          <Button component={RouterLink} to={mailHistoryPath(deadline.entityId)} size="small" sx={{ px: 0 }}>
            Mail received as registered agent
          </Button>
        )}
        {deadline.franchiseTax && (
          <>
            <Typography variant="body2" data-testid="franchise-tax-summary">
              {deadline.franchiseTax.summary}
            </Typography>
            <Button size="small" onClick={() => setTaxOpen(true)} sx={{ px: 0 }}>
              Franchise tax estimate
            </Button>
            {taxOpen && (
              <Suspense fallback={null}>
                <FranchiseTaxDialog
                  entityId={deadline.entityId}
                  businessName={deadline.businessName}
                  onClose={() => setTaxOpen(false)}
                />
              </Suspense>
            )}
          </>
        )}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ alignItems: { xs: 'flex-end', sm: 'center' }, flexShrink: 0 }}
      >
        <Chip label={statusLabel(deadline.status)} color={statusColour(deadline.status)} size="small" />
        <Typography sx={{ fontWeight: 600, minWidth: { sm: 96 }, textAlign: 'right' }}>{feeText(deadline)}</Typography>
      </Stack>
    </Box>
  );
}
