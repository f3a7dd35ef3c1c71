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
  IconButton,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { refusalMessage } from '../mailroom/api';
import { dollarsToCents, fetchFranchiseTax, saveFranchiseTax, wholeNumber } from './api';
import { FranchiseTaxEstimateTable } from './FranchiseTaxEstimateTable';

interface ClassRow {
  name: string;
  authorizedShares: string;
  parValue: string;
}

const EMPTY_CLASS: ClassRow = { name: 'Common', authorizedShares: '', parValue: '' };

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
    mutationFn: (input: Parameters<typeof saveFranchiseTax>[1]) => saveFranchiseTax(entityId, input),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });

  const submit = (event: FormEvent) => {
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
  };
  const update = (index: number, patch: Partial<ClassRow>) =>
    setClasses((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const result = save.data ?? current.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="admin-franchise-tax-title">
      <DialogTitle id="admin-franchise-tax-title">Delaware franchise tax: {businessName}</DialogTitle>
      <DialogContent>
        {current.isLoading ? (
          <CircularProgress aria-label="Loading" />
        ) : (
          <Stack component="form" id="admin-franchise-tax-form" spacing={2} onSubmit={submit} noValidate sx={{ pt: 1 }}>
            {classes.map((row, index) => (
              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  label="Class"
                  size="small"
                  value={row.name}
                  onChange={(e) => update(index, { name: e.target.value })}
                />
                <TextField
                  label="Authorized shares"
                  size="small"
                  value={row.authorizedShares}
                  onChange={(e) => update(index, { authorizedShares: e.target.value })}
                />
                <TextField
                  label="Par value ($)"
                  size="small"
                  value={row.parValue}
                  onChange={(e) => update(index, { parValue: e.target.value })}
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
            <Stack direction="row" spacing={1}>
              <TextField
                label="Issued shares (all classes, treasury included)"
                size="small"
                value={issuedShares}
                onChange={(e) => setIssuedShares(e.target.value)}
                sx={{ minWidth: 300 }}
              />
              <TextField
                label="Total gross assets ($)"
                size="small"
                value={grossAssets}
                onChange={(e) => setGrossAssets(e.target.value)}
              />
            </Stack>
            {(formError || save.error) && <Alert severity="error">{formError ?? refusalMessage(save.error)}</Alert>}
            {current.error && <Alert severity="error">{refusalMessage(current.error)}</Alert>}
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
