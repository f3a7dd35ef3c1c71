import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import { STATES } from '../../../../domain/catalog';
import { isSpecState } from '../../../../domain/jurisdictions';
import { stateFilingFee } from '../../../../domain/pricing';
import { StateSearch } from '../../components/StateSearch';
import { formatUsd } from '../../lib/format';
import { OptionCard } from './OptionCard';
import { PickerSection } from './PickerSection';

export function StatePicker({
  selected,
  multi,
  message,
  onChoose,
}: {
  selected: readonly string[];
  multi: boolean;
  /** Validation message shown under the picker (no state chosen yet). */
  message: string | null;
  onChoose: (stateCode: string) => void;
}) {
  return (
    <PickerSection
      title={multi ? 'States of Formation' : 'State of Formation'}
      hint={multi ? 'Form in as many states as you need; each adds its filing fee.' : 'Each state adds its filing fee.'}
    >
      <StateSearch
        selected={selected}
        onChoose={onChoose}
        feeText={(state) => `${formatUsd(stateFilingFee(state.code))} fee`}
      />
      <Grid container spacing={1.5}>
        {STATES.filter((state) => isSpecState(state.code) || selected.includes(state.code)).map((state) => (
          <Grid key={state.code} size={{ xs: 12, sm: 6, lg: 4 }}>
            <OptionCard
              title={`${state.name} (${state.code})`}
              price={`${formatUsd(stateFilingFee(state.code))} fee`}
              description={state.description}
              checked={selected.includes(state.code)}
              onChange={() => onChoose(state.code)}
            />
          </Grid>
        ))}
      </Grid>
      {message && (
        <FormHelperText error role="alert" sx={{ fontSize: '0.9rem', mt: 1 }}>
          {message}
        </FormHelperText>
      )}
    </PickerSection>
  );
}
