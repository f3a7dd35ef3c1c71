import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled group of options (a fieldset, so screen readers announce the group name). */
export function PickerSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  const hintId = useId();
  return (
    <Box
      component="fieldset"
      aria-describedby={hint ? hintId : undefined}
      sx={{ border: 0, p: 0, m: 0, mb: 4, minWidth: 0 }}
    >
      <Typography component="legend" variant="h6" sx={{ fontWeight: 700, p: 0 }}>
        {title}
      </Typography>
      {hint && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}
