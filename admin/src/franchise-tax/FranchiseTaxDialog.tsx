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
import { type FormEvent, useEffect, useReducer, useState } from 'react';
import {
  changeFranchiseTaxFields,
  EMPTY_FRANCHISE_TAX_FIELDS,
  franchiseTaxRequest,
  SHARE_CLASS_FIELDS,
} from '../../../domain/franchise-tax-form';
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
  const [fields, change] = useReducer(changeFranchiseTaxFields, EMPTY_FRANCHISE_TAX_FIELDS);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    const inputs = current.data?.inputs;
    if (inputs) change({ type: 'load', inputs });
  }, [current.data?.inputs]);

  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveFranchiseTax>[1]) => saveFranchiseTax(entityId, input),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = franchiseTaxRequest(fields);
    if ('problem' in request) return setFormError(request.problem);
    setFormError(null);
    save.mutate(request.input);
  };
  const result = save.data ?? current.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="admin-franchise-tax-title">
      <DialogTitle id="admin-franchise-tax-title">Delaware franchise tax: {businessName}</DialogTitle>
      <DialogContent>
        {current.isLoading ? (
          <CircularProgress aria-label="Loading" />
        ) : (
          <Stack component="form" id="admin-franchise-tax-form" spacing={2} onSubmit={submit} noValidate sx={{ pt: 1 }}>
            {fields.classes.map((row, index) => (
              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {SHARE_CLASS_FIELDS.map((field) => (
                  <TextField
                    key={field.key}
                    label={field.label}
                    size="small"
                    value={row[field.key]}
                    onChange={(e) => change({ type: 'class', index, patch: { [field.key]: e.target.value } })}
                    slotProps={{ htmlInput: { inputMode: field.inputMode } }}
                  />
                ))}
                {fields.classes.length > 1 && (
                  <IconButton
                    aria-label={`Remove class ${row.name || index + 1}`}
                    onClick={() => change({ type: 'removeClass', index })}
                  >
                    ×
                  </IconButton>
                )}
              </Stack>
            ))}
            <Button onClick={() => change({ type: 'addClass' })} sx={{ alignSelf: 'start' }}>
              Add a class
            </Button>
            <Stack direction="row" spacing={1}>
              <TextField
                label="Issued shares (all classes, treasury included)"
                size="small"
                value={fields.issuedShares}
                onChange={(e) => change({ type: 'issuedShares', value: e.target.value })}
                sx={{ minWidth: 300 }}
              />
              <TextField
                label="Total gross assets ($)"
                size="small"
                value={fields.grossAssets}
                onChange={(e) => change({ type: 'grossAssets', value: e.target.value })}
              />
            </Stack>
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
