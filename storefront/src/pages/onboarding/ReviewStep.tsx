import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ENTITY_TYPE_LABELS } from '../../../../domain/catalog';
import type { Pricing } from '../../../../domain/pricing';
import { stateName } from '../../lib/checkout-record';
import { OrderSummary } from './OrderSummary';
import type { WizardState } from './wizard';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function ReviewStep({ state, pricing }: { state: WizardState; pricing: Pricing }) {
  const { contact } = state;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" component="section" aria-labelledby="review-contact" sx={{ p: 2, height: '100%' }}>
          <Typography id="review-contact" variant="h6" component="h3" gutterBottom>
            Contact
          </Typography>
          <Typography>
            {contact.firstName.trim()} {contact.lastName.trim()}
          </Typography>
          <Typography color="text.secondary">{contact.email.trim()}</Typography>
          {contact.phone.trim() && <Typography color="text.secondary">{contact.phone.trim()}</Typography>}
          {contact.company.trim() && <Typography color="text.secondary">{contact.company.trim()}</Typography>}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" component="section" aria-labelledby="review-entities" sx={{ p: 2, height: '100%' }}>
          <Typography id="review-entities" variant="h6" component="h3" gutterBottom>
            Entities by state
          </Typography>
          {state.states.map((code) => {
            const detail = state.entities[code];
            const name = detail?.businessName.trim();
            return (
              <Box key={code} data-testid={`review-entity-${code}`} sx={{ mb: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {stateName(code)} - {ENTITY_TYPE_LABELS[detail?.entityType ?? 'LLC']}
                </Typography>
                <Typography color={name ? 'text.primary' : 'text.secondary'}>{name || 'To be determined'}</Typography>
              </Box>
            );
          })}
        </Paper>
      </Grid>
      <Grid size={12}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <OrderSummary pricing={pricing} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="review-counts">
            {plural(state.packages.length, 'package')} · {plural(state.services.length, 'service')} ·{' '}
            {plural(state.states.length, 'state')}
          </Typography>
        </Paper>
      </Grid>
    </Grid>
  );
}
