// Staff enter a Delaware corporation's figures (share classes with par value, issued shares, gross assets) and see
// the estimate by both methods, as its client does in the client area; the server computes and audits. The estimate
// is a record of the compliance/franchise-taxes resource, keyed by the entity's id.
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useGetOne, useUpdate } from 'react-admin';
import type { FranchiseTaxInput } from '../../../domain/delaware-franchise-tax';
import { FranchiseTaxFields } from '../../../web/FranchiseTaxFields';
import { useFranchiseTaxForm } from '../../../web/useFranchiseTaxForm';
import { errorMessage } from '../providers/errorMessage';
import type { EntityDialogProps } from '../compliance/types';
import { FranchiseTaxEstimateTable } from './FranchiseTaxEstimateTable';
import type { FranchiseTaxView } from './types';

const RESOURCE = 'compliance/franchise-taxes';

export const FranchiseTaxDialog = ({ entityId, businessName, onClose }: EntityDialogProps) => {
  const current = useGetOne<FranchiseTaxView>(RESOURCE, { id: entityId });
  // the figures sent are not the view answered: the answer replaces the record in react-admin's cache
  const [update, save] = useUpdate<FranchiseTaxView & FranchiseTaxInput>();
  const { fields, change, formError, submit } = useFranchiseTaxForm(current.data?.inputs, (input) =>
    update(RESOURCE, { id: entityId, data: input }),
  );
  const result = save.data ?? current.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="admin-franchise-tax-title">
      <DialogTitle id="admin-franchise-tax-title">Delaware franchise tax: {businessName}</DialogTitle>
      <DialogContent>
        {current.isLoading ? (
          <CircularProgress aria-label="Loading" />
        ) : (
          <Stack component="form" id="admin-franchise-tax-form" spacing={2} onSubmit={submit} noValidate sx={{ pt: 1 }}>
            <FranchiseTaxFields
              fields={fields}
              change={change}
              issuedSharesLabel="Issued shares (all classes, treasury included)"
            />
            {(formError || save.error) && <Alert severity="error">{formError ?? errorMessage(save.error)}</Alert>}
            {current.error && <Alert severity="error">{errorMessage(current.error)}</Alert>}
            {result && <FranchiseTaxEstimateTable tax={result} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button type="submit" form="admin-franchise-tax-form" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Computing…' : 'Save figures'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
