import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { countLabel } from '../../components/format';
import { formatUsd } from '../../lib/format';
import type { BuilderSelection } from '../../lib/selection';

/** Shown once the selection can go to checkout: what is chosen, and the total. */
export function ReadyPanel({ selection, total }: { selection: BuilderSelection; total: number }) {
  return (
    <Alert severity="success" variant="outlined" aria-label="Ready to proceed" sx={{ mt: 2 }}>
      <AlertTitle>Ready to proceed</AlertTitle>
      {countLabel(selection.packages.length, 'package')}, {countLabel(selection.services.length, 'service')},{' '}
      {countLabel(selection.states.length, 'state')} — total {formatUsd(total)}
    </Alert>
  );
}
