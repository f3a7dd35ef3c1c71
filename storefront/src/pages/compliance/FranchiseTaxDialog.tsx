// Enter a Delaware corporation's share classes, issued shares and gross assets, and see the franchise tax by
// both of Delaware's methods. The server computes the figures; this form only collects them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { errorText } from '../client/membership/api';
import { FranchiseTaxResult } from './FranchiseTaxResult';
import { dollarsToCents, type FranchiseTax, franchiseTaxUrl, saveFranchiseTax } from './franchise-tax';

interface ClassRow {
  name: string;
  authorizedShares: string;
  parValue: string;
}

const EMPTY_CLASS: ClassRow = { name: 'Common', authorizedShares: '', parValue: '' };
const wholeNumber = (text: string) => (/^\d[\d,]*$/.test(text.trim()) ? Number(text.replace(/,/g, '')) : Number.NaN);

export function FranchiseTaxDialog(props: { entityId: string; businessName: string; onClose(): void }) {
  const queryClient = useQueryClient();
  const current = useQuery<FranchiseTax>({ queryKey: [franchiseTaxUrl(props.entityId)] });
  const [classes, setClasses] = useState<ClassRow[]>([EMPTY_CLASS]);
  const [issuedShares, setIssuedShares] = useState('');
  const [grossAssets, setGrossAssets] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    const inputs = current.data?.inputs;
    if (!inputs) return;
    setClasses(inputs.classes.map((c) => ({ ...c, authorizedShares: String(c.authorizedShares) })));
    setIssuedShares(String(inputs.issuedShares));
    setGrossAssets((inputs.grossAssetsCents / 100).toFixed(2));
  }, [current.data?.inputs]);

  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveFranchiseTax>[1]) => saveFranchiseTax(props.entityId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData([franchiseTaxUrl(props.entityId)], saved);
      void queryClient.invalidateQueries({ queryKey: ['compliance'] });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const grossAssetsCents = dollarsToCents(grossAssets);
    const issued = wholeNumber(issuedShares);
    const rows = classes.map((c) => ({ ...c, authorizedShares: wholeNumber(c.authorizedShares) }));
    if (rows.some((c) => !c.name.trim() || Number.isNaN(c.authorizedShares) || !c.parValue.trim())) {
      return setFormError('Give each class a name, its authorized shares and its par value (0 for no par).');
    }
    if (Number.isNaN(issued)) return setFormError('Issued shares must be a whole number.');
    if (grossAssetsCents === null) return setFormError('Total gross assets must be an amount in dollars.');
    setFormError(null);
    save.mutate({ classes: rows, issuedShares: issued, grossAssetsCents });
  }

  const update = (index: number, patch: Partial<ClassRow>) =>
    setClasses((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
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
            {classes.map((row, index) => (
              <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  label="Class"
                  value={row.name}
                  onChange={(e) => update(index, { name: e.target.value })}
                  size="small"
                />
                <TextField
                  label="Authorized shares"
                  value={row.authorizedShares}
                  onChange={(e) => update(index, { authorizedShares: e.target.value })}
                  size="small"
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <TextField
                  label="Par value ($)"
                  value={row.parValue}
                  onChange={(e) => update(index, { parValue: e.target.value })}
                  size="small"
                />
                {classes.length > 1 && (
                  <IconButton
                    aria-label={`Remove class ${row.name || index + 1}`}
                    onClick={() => setClasses((rows) => rows.filter((_, i) => i !== index))}
                  >
                    ×
                  </IconButton>
                )}
              </Stack>
            ))}
            <Button
              onClick={() => setClasses((rows) => [...rows, { ...EMPTY_CLASS, name: '' }])}
              sx={{ alignSelf: 'start' }}
            >
              Add a class
            </Button>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label="Issued shares (all classes)"
                value={issuedShares}
                onChange={(e) => setIssuedShares(e.target.value)}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label="Total gross assets ($)"
                value={grossAssets}
                onChange={(e) => setGrossAssets(e.target.value)}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Stack>
            {(formError || save.error) && <Alert severity="error">{formError ?? errorText(save.error)}</Alert>}
            {current.error && <Alert severity="error">{errorText(current.error)}</Alert>}
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
