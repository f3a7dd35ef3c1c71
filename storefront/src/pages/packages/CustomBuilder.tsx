import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { calculatePricing } from '../../../../domain/pricing';
import { formatUsd } from '../../lib/format';
import {
  type BuilderSelection,
  canProceed,
  choosePackage,
  chooseState,
  hasItems,
  proceedButtonLabel,
  setMultiSelection,
  stateHelperText,
  toggleService,
} from '../../lib/selection';
import { OrderSummary } from './OrderSummary';
import { PackagePicker } from './PackagePicker';
import { ReadyPanel } from './ReadyPanel';
import { ServicePicker } from './ServicePicker';
import { StatePicker } from './StatePicker';

export function CustomBuilder({
  selection,
  multi,
  onSelectionChange,
  onMultiChange,
  onProceed,
  onSaveQuote,
}: {
  selection: BuilderSelection;
  multi: boolean;
  onSelectionChange: (selection: BuilderSelection) => void;
  onMultiChange: (multi: boolean) => void;
  onProceed: () => void;
  onSaveQuote: () => void;
}) {
  // Recalculated whenever packages, services or states change, with the same code the server uses.
  const pricing = useMemo(() => calculatePricing(selection), [selection]);
  const ready = canProceed(selection);

  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 3 }}>
          <FormControlLabel
            control={
              <Switch
                checked={multi}
                onChange={(event) => {
                  onMultiChange(event.target.checked);
                  onSelectionChange(setMultiSelection(selection, event.target.checked));
                }}
              />
            }
            label="Enable Multi-Selection"
          />
          <Typography variant="body2" color="text.secondary">
            {multi
              ? 'Choose several packages and several states of formation.'
              : 'Turn on to combine packages or form in several states at once.'}
          </Typography>
        </Paper>
        <PackagePicker
          selected={selection.packages}
          multi={multi}
          onChoose={(id) => onSelectionChange(choosePackage(selection, id, multi))}
        />
        <ServicePicker
          packages={selection.packages}
          selected={selection.services}
          onToggle={(id) => onSelectionChange(toggleService(selection, id))}
        />
        <StatePicker
          selected={selection.states}
          multi={multi}
          message={stateHelperText(selection)}
          onChoose={(code) => onSelectionChange(chooseState(selection, code, multi))}
        />
        {/* Small screens: the summary sits below the pickers, so keep the running total in view. */}
        <Paper
          elevation={6}
          sx={{
            display: { xs: 'flex', md: 'none' },
            position: 'sticky',
            bottom: 12,
            zIndex: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            px: 2,
            py: 1.25,
          }}
        >
          <Typography>
            Total <strong>{formatUsd(pricing.total)}</strong>
          </Typography>
          <Button
            variant="contained"
            size="small"
            onClick={() => {
              const summary = document.getElementById('order-summary-title');
              summary?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              summary?.focus({ preventScroll: true });
            }}
          >
            Review Order
          </Button>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <OrderSummary pricing={pricing} />
            {ready && <ReadyPanel selection={selection} total={pricing.total} />}
            <Stack spacing={1.5} sx={{ mt: 2 }}>
              <Button variant="contained" size="large" disabled={!ready} onClick={onProceed}>
                {proceedButtonLabel(selection)}
              </Button>
              <Button variant="outlined" disabled={!hasItems(selection)} onClick={onSaveQuote}>
                Save Detailed Quote
              </Button>
            </Stack>
          </Paper>
        </Box>
      </Grid>
    </Grid>
  );
}
