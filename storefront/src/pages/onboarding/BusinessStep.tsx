import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { availableEntityTypes, isEntityTypeAvailable, statesOffering } from '../../../../domain/availability';
import { ENTITY_TYPE_LABELS, ENTITY_TYPES, type EntityType, STATES, type State } from '../../../../domain/catalog';
import { includesTrust } from '../../../../domain/deliverables';
import { isSpecState } from '../../../../domain/jurisdictions';
import { BusinessNameField } from '../../components/BusinessNameField';
import { StateSearch } from '../../components/StateSearch';
import { type EntityDetail, packageName, serviceName } from '../../lib/checkout-record';
import { formatUsd } from '../../lib/format';
import type { WizardState } from './wizard';

interface Props {
  state: WizardState;
  onChange: (patch: Partial<WizardState>) => void;
  /** Told whether a state's business name has an error (the step cannot be left while one has). */
  onNameError?: (stateCode: string, hasError: boolean) => void;
}

/** The details kept for a state, or fresh ones with the given entity type. */
const detailFor = (state: WizardState, code: string, entityType: EntityType): EntityDetail =>
  state.entities[code] ?? { businessName: '', entityType };

/** States of formation (with fee comparison), per-state business name and entity type, and selection edits. */
export function BusinessStep({ state, onChange, onNameError }: Props) {
  const [editing, setEditing] = useState(false);
  // States taken out because the entity type chosen for all states is not offered there (said, never silent).
  const [removedNotice, setRemovedNotice] = useState<string | null>(null);
  const editId = useId();
  const { multiState, multiEntityType } = state;

  const selectState = (code: string) => {
    const selected = state.states.includes(code);
    if (multiState) {
      if (selected) return onChange({ states: state.states.filter((s) => s !== code) });
      if (!isEntityTypeAvailable(code, multiEntityType)) return;
      const detail = detailFor(state, code, multiEntityType);
      return onChange({
        states: [...state.states, code],
        entities: { ...state.entities, [code]: { ...detail, entityType: multiEntityType } },
      });
    }
    if (selected) return onChange({ states: [] });
    const detail = detailFor(state, code, 'LLC');
    onChange({ states: [code], entities: { ...state.entities, [code]: detail } });
  };

  const setMultiState = (on: boolean) => {
    if (on) {
      // Start from the entity type of the state already chosen, when there is one.
      const first = state.states[0];
      const entityType = first ? (state.entities[first]?.entityType ?? 'LLC') : multiEntityType;
      onChange({ multiState: true, multiEntityType: entityType });
    } else {
      onChange({ multiState: false, states: state.states.slice(0, 1) });
    }
  };

  const setMultiEntityType = (entityType: EntityType) => {
    // States that do not offer the type can no longer stay selected.
    const states = state.states.filter((code) => isEntityTypeAvailable(code, entityType));
    setRemovedNotice(
      removalNotice(
        state.states.filter((code) => !states.includes(code)),
        entityType,
      ),
    );
    const entities = { ...state.entities };
    for (const code of states) entities[code] = { ...detailFor(state, code, entityType), entityType };
    onChange({ multiEntityType: entityType, states, entities });
  };

  const setEntity = (code: string, patch: Partial<EntityDetail>) =>
    onChange({ entities: { ...state.entities, [code]: { ...detailFor(state, code, 'LLC'), ...patch } } });

  const selectedStates = STATES.filter((s) => state.states.includes(s.code));

  return (
    <Stack spacing={3}>
      <Box>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setEditing((open) => !open)}
          aria-expanded={editing}
          aria-controls={editId}
        >
          Edit Selections
        </Button>
        <Collapse in={editing} id={editId}>
          <Paper variant="outlined" sx={{ p: 2, mt: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              Packages
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
              {state.packages.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  No packages selected
                </Typography>
              )}
              {state.packages.map((id) => (
                <Chip
                  key={id}
                  label={packageName(id)}
                  color="primary"
                  onDelete={() => onChange({ packages: state.packages.filter((p) => p !== id) })}
                />
              ))}
            </Box>
            <Typography variant="subtitle2" component="h3">
              Services
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {state.services.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  No individual services selected
                </Typography>
              )}
              {state.services.map((id) => (
                <Chip
                  key={id}
                  label={serviceName(id)}
                  variant="outlined"
                  onDelete={() => onChange({ services: state.services.filter((s) => s !== id) })}
                />
              ))}
            </Box>
          </Paper>
        </Collapse>
      </Box>

      <Box component="section" aria-labelledby="states-heading">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="states-heading" variant="h6" component="h3">
            State of formation
          </Typography>
          <FormControlLabel
            control={<Switch checked={multiState} onChange={(event) => setMultiState(event.target.checked)} />}
            label="Multi-state formation"
          />
        </Box>
        {multiState && (
          <TextField
            select
            id="multi-entity-type"
            label="Entity type for all states"
            value={multiEntityType}
            onChange={(event) => setMultiEntityType(event.target.value as EntityType)}
            slotProps={{ select: { native: true } }}
            size="small"
            sx={{ my: 1.5, minWidth: 240 }}
          >
            {ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {ENTITY_TYPE_LABELS[type]}
              </option>
            ))}
          </TextField>
        )}
        {multiState && removedNotice && (
          <Alert severity="warning" onClose={() => setRemovedNotice(null)} sx={{ mb: 1.5 }}>
            {removedNotice}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {multiState
            ? "Select every state to form in. Fees show each state's LLC filing fee and yearly renewal."
            : "Select one state, or turn on multi-state formation. Fees show each state's LLC filing fee and yearly renewal."}
        </Typography>
        <StateSearch
          selected={state.states}
          onChoose={selectState}
          unavailable={(code) => multiState && !isEntityTypeAvailable(code, multiEntityType)}
          feeText={(s) => `${formatUsd(s.entityTypes.LLC?.fee ?? 0)} fee`}
        />
        <Grid container spacing={1.5}>
          {STATES.filter((s) => isSpecState(s.code) || state.states.includes(s.code)).map((s) => (
            <Grid key={s.code} size={{ xs: 12, sm: 6, md: 4 }}>
              <StateCard
                state={s}
                selected={state.states.includes(s.code)}
                unavailable={multiState && !isEntityTypeAvailable(s.code, multiEntityType)}
                onSelect={() => selectState(s.code)}
              />
            </Grid>
          ))}
        </Grid>
      </Box>

      {selectedStates.length > 0 && (
        <Box component="section" aria-labelledby="entities-heading">
          <Typography id="entities-heading" variant="h6" component="h3" gutterBottom>
            Business names and entity types
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Name at least one business. A state left without a name is marked to be determined.
          </Typography>
          <Stack spacing={2}>
            {selectedStates.map((s) => {
              const detail = detailFor(state, s.code, 'LLC');
              return (
                <Paper key={s.code} variant="outlined" sx={{ p: 2 }}>
                  <Typography sx={{ fontWeight: 600, mb: 1.5 }}>
                    {s.name} ({s.code})
                  </Typography>
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 7 }}>
                      <BusinessNameField
                        id={`business-name-${s.code}`}
                        label={`${s.name} business name`}
                        value={detail.businessName}
                        state={s.code}
                        entityType={detail.entityType}
                        onChange={(businessName) => setEntity(s.code, { businessName })}
                        onProblems={(problems) =>
                          onNameError?.(
                            s.code,
                            problems.some((problem) => problem.severity === 'error'),
                          )
                        }
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 5 }}>
                      <TextField
                        select
                        id={`entity-type-${s.code}`}
                        label={`${s.name} entity type`}
                        value={detail.entityType}
                        onChange={(event) => setEntity(s.code, { entityType: event.target.value as EntityType })}
                        slotProps={{ select: { native: true } }}
                        fullWidth
                      >
                        {availableEntityTypes(s.code).map((type) => (
                          <option key={type} value={type}>
                            {ENTITY_TYPE_LABELS[type]}
                          </option>
                        ))}
                      </TextField>
                    </Grid>
                  </Grid>
                </Paper>
              );
            })}
          </Stack>
        </Box>
      )}

      {includesTrust(state) && (
        <Box component="section" aria-labelledby="trust-heading">
          <Typography id="trust-heading" variant="h6" component="h3" gutterBottom>
            Your trust
          </Typography>
          <TextField
            id="trust-name"
            label="Trust name"
            helperText="The trust is formed alongside your company. Left empty, it takes your business name with 'Trust'."
            value={state.trustName}
            onChange={(event) => onChange({ trustName: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
        </Box>
      )}

      <Box component="section" aria-labelledby="about-heading">
        <Typography id="about-heading" variant="h6" component="h3" gutterBottom>
          About the business (optional)
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="business-industry"
              label="Industry"
              value={state.industry}
              onChange={(event) => onChange({ industry: event.target.value })}
              fullWidth
            />
          </Grid>
          <Grid size={12}>
            <TextField
              id="business-description"
              label="Business description"
              value={state.description}
              onChange={(event) => onChange({ description: event.target.value })}
              multiline
              minRows={2}
              fullWidth
            />
          </Grid>
        </Grid>
      </Box>
    </Stack>
  );
}

const stateNames = (codes: readonly string[]) =>
  codes.map((code) => `${STATES.find((s) => s.code === code)?.name ?? code} (${code})`).join(', ');

/** What the visitor is told when choosing an entity type for all states removes states they had chosen. */
function removalNotice(removed: readonly string[], entityType: EntityType): string | null {
  if (removed.length === 0) return null;
  const label = ENTITY_TYPE_LABELS[entityType];
  const verb = removed.length === 1 ? 'was' : 'were';
  return `${stateNames(removed)} ${verb} removed from your selection: a ${label} cannot be formed there. A ${label} is available in ${stateNames(statesOffering(entityType))}.`;
}

interface StateCardProps {
  state: State;
  selected: boolean;
  unavailable: boolean;
  onSelect: () => void;
}

function StateCard({ state, selected, unavailable, onSelect }: StateCardProps) {
  const llc = state.entityTypes.LLC;
  return (
    <ButtonBase
      onClick={onSelect}
      disabled={unavailable && !selected}
      aria-pressed={selected}
      data-state={state.code}
      focusRipple
      sx={(theme) => ({
        width: '100%',
        height: '100%',
        display: 'block',
        textAlign: 'left',
        p: 1.5,
        borderRadius: 1,
        border: `${selected ? 2 : 1}px solid`,
        borderColor: selected ? theme.palette.primary.main : theme.palette.divider,
        bgcolor: selected ? 'rgba(26, 58, 107, 0.06)' : 'background.paper',
        opacity: unavailable ? 0.6 : 1,
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {state.name} ({state.code})
        </Typography>
        {unavailable ? (
          <Chip size="small" label="Not Available" color="default" />
        ) : (
          selected && <Chip size="small" label="Selected" color="primary" />
        )}
      </Box>
      <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
        Filing fee {formatUsd(llc?.fee ?? 0)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        Renewal {formatUsd(llc?.renewal.fee ?? 0)}/yr - {llc?.renewal.description}
      </Typography>
    </ButtonBase>
  );
}
