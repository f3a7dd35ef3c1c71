// The entity page's people on record: officers, directors, managers and members serving, and those who ceased to
// serve, with a dialog to add a person and one to end a person's service (GET/POST/PATCH /api/entities/:id/people).
// Ending keeps the person on record with the day they ceased to serve. Annual reports and amendments start with
// those serving.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PERSON_ROLE_LABELS, PERSON_ROLES, type PersonRole } from '../../../../domain/people-on-record';
import { errorMessage } from '../../lib/api';
import { addPerson, endPerson, type Person, peopleKey } from './entity-api';

const today = () => new Date().toISOString().slice(0, 10);

const describe = (p: Person) =>
  [p.title ? `${p.title} (${PERSON_ROLE_LABELS[p.role]})` : PERSON_ROLE_LABELS[p.role], p.address]
    .filter(Boolean)
    .join(' · ');

function AddPersonDialog({ entityId, onClose }: { entityId: string; onClose: (added: boolean) => void }) {
  const [form, setForm] = useState({ name: '', role: 'MANAGER' as PersonRole, title: '', address: '', since: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await addPerson(entityId, {
        name: form.name.trim(),
        role: form.role,
        ...(form.title.trim() ? { title: form.title.trim() } : {}),
        ...(form.address.trim() ? { address: form.address.trim() } : {}),
        ...(form.since ? { since: form.since } : {}),
      });
      onClose(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="add-person-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-person-title">Add a person on record</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Name" value={form.name} onChange={set('name')} required autoFocus />
            <TextField select label="Role" value={form.role} onChange={set('role')}>
              {PERSON_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {PERSON_ROLE_LABELS[role]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Title (optional)"
              value={form.title}
              onChange={set('title')}
              helperText="President, Managing Member"
            />
            <TextField label="Address (optional)" value={form.address} onChange={set('address')} multiline />
            <TextField
              label="Since (optional)"
              type="date"
              value={form.since}
              onChange={set('since')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy || !form.name.trim()}>
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function EndPersonDialog({
  entityId,
  person,
  onClose,
}: {
  entityId: string;
  person: Person;
  onClose: (ended: boolean) => void;
}) {
  const [until, setUntil] = useState(today());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await endPerson(entityId, person.id, until);
      onClose(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="xs" aria-labelledby="end-person-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="end-person-title">{person.name} ceased to serve</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Typography variant="body2">
              They stay on record as {describe(person).toLowerCase()} until this day.
            </Typography>
            <TextField
              label="Until"
              type="date"
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy || !until}>
            End service
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function PeopleSection({ entityId, canEdit }: { entityId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const people = useQuery<Person[]>({ queryKey: peopleKey(entityId) });
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<Person | null>(null);
  const refresh = (changed: boolean) => {
    setAdding(false);
    setEnding(null);
    if (!changed) return;
    void queryClient.invalidateQueries({ queryKey: peopleKey(entityId) });
    // The annual report's and amendment's forms start with those serving.
    void queryClient.invalidateQueries({ queryKey: ['/api/entities', entityId], exact: true });
  };
  if (people.isError) return <Alert severity="error">{errorMessage(people.error)}</Alert>;
  const rows = people.data ?? [];
  const serving = rows.filter((p) => p.serving);
  const former = rows.filter((p) => !p.serving);
  return (
    <Box>
      {serving.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No officers, directors, managers or members on record.
        </Typography>
      ) : (
        <Box component="ul" aria-label="People serving" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {serving.map((person) => (
            <Box
              component="li"
              key={person.id}
              data-testid="entity-person"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {person.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {describe(person)}
                  {person.since ? ` · since ${person.since}` : ''}
                </Typography>
              </Box>
              {canEdit && (
                <Button size="small" onClick={() => setEnding(person)} aria-label={`End ${person.name}'s service`}>
                  End
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {former.length > 0 && (
        <Box component="ul" aria-label="People formerly on record" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {former.map((person) => (
            <Box component="li" key={person.id} data-testid="entity-former-person" sx={{ py: 0.25 }}>
              <Typography variant="caption" color="text.secondary">
                {person.name}, {describe(person)}
                {person.since ? `, ${person.since}` : ''} to {person.until}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {canEdit && (
        <Button sx={{ mt: 1 }} size="small" variant="outlined" onClick={() => setAdding(true)}>
          Add person
        </Button>
      )}
      {adding && <AddPersonDialog entityId={entityId} onClose={refresh} />}
      {ending && <EndPersonDialog entityId={entityId} person={ending} onClose={refresh} />}
    </Box>
  );
}
