// A business name field that shows, as the client types, what the state would say: an error blocks, a warning
// explains. Used by onboarding step 3 and by any form that changes an entity's name.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import type { EntityType } from '../../../domain/catalog';
import type { NameProblem } from '../../../domain/name-check';
import { useNameCheck } from '../lib/name-check';

interface Props {
  id: string;
  label: string;
  value: string;
  state: string;
  entityType: EntityType;
  onChange: (value: string) => void;
  /** Told the problems whenever they change (a form blocks on those of severity 'error'). */
  onProblems?: (problems: NameProblem[]) => void;
}

export function BusinessNameField({ id, label, value, state, entityType, onChange, onProblems }: Props) {
  const problems = useNameCheck(value, state, entityType);
  const problemsId = useId();
  const hasError = problems.some((problem) => problem.severity === 'error');
  const signature = JSON.stringify(problems);

  // Told once per distinct list of problems, not on every render.
  useEffect(() => onProblems?.(problems), [signature]);

  return (
    <Box>
      <TextField
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={hasError}
        autoComplete="organization"
        fullWidth
        slotProps={{ htmlInput: { 'aria-describedby': problems.length ? problemsId : undefined } }}
      />
      {problems.length > 0 && (
        <Box id={problemsId} component="ul" aria-live="polite" sx={{ m: 0, mt: 0.75, pl: 2.5 }}>
          {problems.map((problem) => (
            <Typography
              key={`${problem.code}-${problem.message}`}
              component="li"
              variant="body2"
              data-severity={problem.severity}
              color={problem.severity === 'error' ? 'error' : 'warning.dark'}
            >
              {problem.severity === 'error' ? 'Error: ' : 'Warning: '}
              {problem.message} ({problem.statute})
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
