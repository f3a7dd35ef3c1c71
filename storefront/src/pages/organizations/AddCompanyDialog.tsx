// Bring one company in by hand (formed elsewhere: name, jurisdiction, type, formation date, state file number), or
// move one of your own entities into the organisation.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { STATES } from '../../../../domain/catalog';
import { EXISTING_ENTITY_TYPES } from '../../../../domain/existing-companies';
import { apiRequest } from '../../lib/api';
import { useToast } from '../../lib/toast';
import type { EntitySummary } from '../entities/entity-api';
import { type Organization, orgPath } from './organization-api';

const TYPE_LABELS: Record<(typeof EXISTING_ENTITY_TYPES)[number], string> = {
  LLC: 'LLC',
  CORP: 'Corporation',
  SERIES_LLC: 'Series LLC',
  TRUST: 'Statutory trust',
};

export function AddCompanyDialog({ organization, onClose }: { organization: Organization; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ name: '', stateCode: 'DE', entityType: 'LLC', formedOn: '', fileNumber: '' });
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value })),
  });
  const add = useMutation({
    mutationFn: () => apiRequest('POST', `${orgPath(organization.id)}/entities`, form),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [orgPath(organization.id)] });
      toast({
        title: 'Company added',
        description: `${form.name}'s deadlines are in the calendar.`,
        variant: 'success',
      });
      onClose();
    },
    onError: (error) => toast({ title: 'Could not add it', description: error.message, variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>Add an existing company</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" required {...field('name')} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField select label="Jurisdiction" {...field('stateCode')}>
            {STATES.map((s) => (
              <MenuItem key={s.code} value={s.code}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Type" {...field('entityType')}>
            {EXISTING_ENTITY_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Formation date"
            type="date"
            required
            {...field('formedOn')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="State file number"
            required
            {...field('fileNumber')}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          Add company
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function MoveEntityDialog({ organization, onClose }: { organization: Organization; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const own = useQuery<EntitySummary[]>({ queryKey: ['/api/entities'] });
  const [entityId, setEntityId] = useState('');
  const move = useMutation({
    mutationFn: () => apiRequest('POST', `${orgPath(organization.id)}/entities/move`, { entityId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [orgPath(organization.id)] });
      toast({ title: 'Entity moved', description: `It now belongs to ${organization.name}.`, variant: 'success' });
      onClose();
    },
    onError: (error) => toast({ title: 'Could not move it', description: error.message, variant: 'destructive' }),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Move one of your entities in</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label="Your entity"
          value={entityId}
          onChange={(event) => setEntityId(event.target.value)}
          helperText={
            own.data?.length === 0 ? 'You have no entities of your own.' : 'Its members see it and its deadlines.'
          }
          sx={{ mt: 1 }}
        >
          {(own.data ?? []).map((entity) => (
            <MenuItem key={entity.id} value={entity.id}>
              {entity.businessName} ({entity.stateCode})
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!entityId || move.isPending} onClick={() => move.mutate()}>
          Move in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
