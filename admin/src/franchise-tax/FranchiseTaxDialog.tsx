// Staff enter a Delaware corporation's figures (share classes with par value, issued shares, gross assets) and see
// the estimate by both methods, as its client does in the client area; the server computes and audits.
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FranchiseTaxFields } from '../../../web/FranchiseTaxFields';
import { useFranchiseTaxForm } from '../../../web/useFranchiseTaxForm';
import { errorMessage } from '../providers/errorMessage';
import { fetchFranchiseTax, saveFranchiseTax } from './api';
import { FranchiseTaxEstimateTable } from './FranchiseTaxEstimateTable';

export const FranchiseTaxDialog = ({
  entityId,
  businessName,
  onClose,
}: {
  entityId: string;
  businessName: string;
  onClose: () => void;
}) => {
  const queryClient = useQueryClient();
  const key = ['franchise-tax', entityId];
  const current = useQuery({ queryKey: key, queryFn: () => fetchFranchiseTax(entityId) });
  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveFranchiseTax>[1]) => saveFranchiseTax(entityId, input),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  const { fields, change, formError, submit } = useFranchiseTaxForm(current.data?.inputs, save.mutate);
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
