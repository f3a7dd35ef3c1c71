// Enter a Delaware corporation's share classes, issued shares and gross assets, and see the franchise tax by
// both of Delaware's methods. The server computes the figures; this form only collects them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FranchiseTaxFields } from '../../../../web/FranchiseTaxFields';
import { useFranchiseTaxForm } from '../../../../web/useFranchiseTaxForm';
import { errorMessage } from '../../lib/api';
import { FranchiseTaxResult } from './FranchiseTaxResult';
import { type FranchiseTax, franchiseTaxUrl, saveFranchiseTax } from './franchise-tax';

export function FranchiseTaxDialog(props: { entityId: string; businessName: string; onClose(): void }) {
  const queryClient = useQueryClient();
  const current = useQuery<FranchiseTax>({ queryKey: [franchiseTaxUrl(props.entityId)] });
  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveFranchiseTax>[1]) => saveFranchiseTax(props.entityId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData([franchiseTaxUrl(props.entityId)], saved);
      void queryClient.invalidateQueries({ queryKey: ['compliance'] });
    },
  });
  const { fields, change, formError, submit } = useFranchiseTaxForm(current.data?.inputs, save.mutate);

  const result = save.data ?? current.data;

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="franchise-tax-title">
      <DialogTitle id="franchise-tax-title">Delaware franchise tax: {props.businessName}</DialogTitle>
      <DialogContent>
        {current.isLoading ? (
          <CircularProgress aria-label="Loading" />
        ) : (
          <Stack component="form" id="franchise-tax-form" spacing={2} onSubmit={submit} noValidate sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Enter every class of stock in your certificate of incorporation, the shares issued (treasury shares
              included) and the total gross assets from your federal return (Form 1120, Schedule L). Par values are in
              dollars per share, such as 0.00001; enter 0 for no-par stock.
            </Typography>
            <FranchiseTaxFields fields={fields} change={change} issuedSharesLabel="Issued shares (all classes)" />
            {(formError || save.error) && <Alert severity="error">{formError ?? errorMessage(save.error)}</Alert>}
            {current.error && <Alert severity="error">{errorMessage(current.error)}</Alert>}
            {result?.estimate && <FranchiseTaxResult tax={result} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
        <Button type="submit" form="franchise-tax-form" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Computing…' : 'Compute estimate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
