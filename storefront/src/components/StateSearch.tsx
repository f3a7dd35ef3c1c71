import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { STATES, type State } from '../../../domain/catalog';
import { isSpecState } from '../../../domain/jurisdictions';

/**
 * A searchable list of all 50 states and DC (the specification's six first): typing a name or a code finds the
 * state, choosing it selects it as its card would. The pickers show cards for the six and for any state chosen here.
 */
export function StateSearch({
  selected,
  onChoose,
  unavailable,
  feeText,
}: {
  selected: readonly string[];
  onChoose: (stateCode: string) => void;
  /** Why a state cannot be chosen now (e.g. it does not form the chosen entity type), or null. */
  unavailable?: (stateCode: string) => boolean;
  feeText: (state: State) => string;
}) {
  const [input, setInput] = useState('');
  return (
    <Autocomplete
      options={STATES as State[]}
      groupBy={(state) => (isSpecState(state.code) ? 'Most chosen' : 'All states and DC')}
      getOptionLabel={(state) => `${state.name} (${state.code})`}
      getOptionDisabled={(state) => unavailable?.(state.code) ?? false}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
      onChange={(_, state) => {
        setInput('');
        if (state && !selected.includes(state.code)) onChoose(state.code);
      }}
      blurOnSelect
      renderOption={({ key, ...props }, state) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>
            {state.name} ({state.code}){selected.includes(state.code) ? ' · selected' : ''}
          </span>
          <Typography component="span" variant="body2" color="text.secondary">
            {unavailable?.(state.code) ? 'Not Available' : feeText(state)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Search all 50 states and DC" placeholder="Texas, NY, Florida…" size="small" />
      )}
      sx={{ mb: 1.5, maxWidth: 480 }}
    />
  );
}
