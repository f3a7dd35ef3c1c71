// The staff actions an order's stage allows (from the server), each behind a small dialog asking what it needs.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { FORMATION_KIND } from '../../../domain/kinds';
import { kindActionLabel } from '../../../domain/order-kind-stages';
import { isEntityOrderKind, ORDER_KIND_COMPLETION } from '../../../domain/order-kinds';
import { STAFF_ACTION_LABELS, type StaffActionName } from '../../../domain/pipeline';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import { RequestChangesDialog } from './RequestChangesDialog';
import type { OrderDetail } from './types';

/** A field of an action's dialog; its label is a message key (or `text`, the kind's own wording). */
type Field = {
  name: string;
  label: string;
  text?: string;
  type?: 'text' | 'date' | 'select';
  options?: string[];
  required?: boolean;
};

function fieldsFor(action: StaffActionName, order: OrderDetail): Field[] {
  const pending = order.filings.filter((f) => f.status === 'PENDING').map((f) => f.stateCode);
  switch (action) {
    case 'approve':
    case 'confirmDocuments':
      return [{ name: 'note', label: 'app.onboarding.actions.field.note' }];
    case 'requestChanges':
      // Its own form (RequestChangesDialog): the message, the fields needed and a due date.
      return [];
    case 'regenerateDocument':
      return [
        {
          name: 'documentKey',
          label: 'app.onboarding.actions.field.documentKey',
          type: 'select',
          options: order.pipeline.documents.map((d) => d.key),
          required: true,
        },
        { name: 'note', label: 'app.onboarding.actions.field.reason_optional' },
      ];
    case 'recordFiling':
      return [
        {
          name: 'stateCode',
          label: 'app.onboarding.actions.field.stateCode',
          type: 'select',
          options: pending,
          required: true,
        },
        {
          name: 'confirmationNumber',
          label: 'app.onboarding.actions.field.confirmationNumber',
          // What completes the kind: an EIN order's filing takes the EIN, a good standing's the certificate number.
          text: isEntityOrderKind(order.kind) ? ORDER_KIND_COMPLETION[order.kind].label : undefined,
          required: true,
        },
        { name: 'filedAt', label: 'app.onboarding.actions.field.filedAt', type: 'date', required: true },
      ];
    case 'recordSubmission':
      return [
        {
          name: 'stateCode',
          label: 'app.onboarding.actions.field.stateCode',
          type: 'select',
          options: pending,
          required: true,
        },
        { name: 'submittedAt', label: 'app.onboarding.actions.field.submittedAt', type: 'date', required: true },
        { name: 'note', label: 'app.onboarding.actions.field.note' },
      ];
    case 'rejectFiling':
      return [
        {
          name: 'stateCode',
          label: 'app.onboarding.actions.field.stateCode',
          type: 'select',
          options: pending,
          required: true,
        },
        { name: 'reason', label: 'app.onboarding.actions.field.rejection_reason', required: true },
      ];
    case 'cancel':
      return [{ name: 'reason', label: 'app.onboarding.actions.field.cancel_reason', required: true }];
  }
}

export const ActionPanel = ({ order, onDone }: { order: OrderDetail; onDone: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState<StaffActionName | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const act = useMutation({
    mutationFn: (body: Record<string, unknown>) => dataProvider.orderAction(order.id, body),
    onSuccess: () => {
      setOpen(null);
      onDone();
    },
  });
  const busy = act.isPending;
  const actions = order.pipeline.allowedActions;
  // The kind's own words (an EIN's filing is the EIN the IRS assigned).
  const labelOf = (action: StaffActionName) =>
    kindActionLabel(order.kind ?? FORMATION_KIND.kind, action, STAFF_ACTION_LABELS[action]);

  const start = (action: StaffActionName) => {
    const initial: Record<string, string> = {};
    for (const field of fieldsFor(action, order)) {
      if (field.type === 'select') initial[field.name] = field.options?.[0] ?? '';
      if (field.type === 'date') initial[field.name] = new Date().toISOString().slice(0, 10);
    }
    setValues(initial);
    act.reset();
    setOpen(action);
  };

  const submit = () => {
    if (!open) return;
    const body: Record<string, unknown> = { action: open };
    for (const [key, value] of Object.entries(values)) if (value.trim()) body[key] = value.trim();
    act.mutate(body);
  };

  const fields = open ? fieldsFor(open, order) : [];
  const missing = fields.some((f) => f.required && !values[f.name]?.trim());

  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.onboarding.actions.title')}
      </Typography>
      {order.pipeline.generating && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.onboarding.actions.generating')}
        </Alert>
      )}
      {actions.length === 0 ? (
        <Typography color="text.secondary">{translate('app.onboarding.actions.none')}</Typography>
      ) : (
        <Box
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          role="group"
          aria-label={translate('app.onboarding.actions.group')}
        >
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' ? 'outlined' : 'contained'}
              color={action === 'cancel' || action === 'rejectFiling' ? 'error' : 'primary'}
              onClick={() => start(action)}
            >
              {labelOf(action)}
            </Button>
          ))}
        </Box>
      )}
      {open === 'requestChanges' && (
        <RequestChangesDialog
          order={order}
          title={labelOf(open)}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onDone();
          }}
        />
      )}
      <Dialog
        open={open !== null && open !== 'requestChanges'}
        onClose={() => !busy && setOpen(null)}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{open ? labelOf(open) : ''}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={field.text ?? translate(field.label)}
              type={field.type === 'date' ? 'date' : 'text'}
              select={field.type === 'select'}
              required={field.required}
              multiline={field.name === 'message' || field.name === 'reason'}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, [field.name]: event.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
            >
              {field.options?.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          ))}
          {act.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(act.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)} disabled={busy}>
            {translate('ra.action.close')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy || missing}>
            {translate(busy ? 'app.onboarding.actions.saving' : 'ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
