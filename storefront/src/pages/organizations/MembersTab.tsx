// The organisation's members and the invitations waiting; owners invite by email with a role, give each member the
// companies they may order for, and remove members (after a confirmation): a removed member loses access at once.
import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ORGANIZATION_ROLE_LABELS, ORGANIZATION_ROLES, type OrganizationRole } from '../../../../domain/organizations';
import { Loading } from '../../components/Layout';
import { apiRequest } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { canManageMembers, type Members, type Organization, orgPath, type RegistryEntity } from './organization-api';

type Member = Members['members'][number];

/** An owner gives a MEMBER the companies they may order for (the list replaces the one before). */
function GiveCompaniesDialog({
  organization,
  member,
  onClose,
}: {
  organization: Organization;
  member: Member;
  onClose: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(member.givenEntityIds));
  const companies = useQuery<RegistryEntity[]>({ queryKey: [orgPath(organization.id), 'entities?limit=1000'] });
  const give = useMutation({
    mutationFn: () =>
      apiRequest('PUT', `${orgPath(organization.id)}/members/${member.userId}/entities`, { entityIds: [...chosen] }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [orgPath(organization.id), 'members'] });
      toast({
        title: 'Companies given',
        description: `${member.email} may order for ${chosen.size} ${chosen.size === 1 ? 'company' : 'companies'}.`,
        variant: 'success',
      });
      onClose();
    },
    onError: (error) => toast({ title: 'Could not save', description: error.message, variant: 'destructive' }),
  });
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="give-companies-title">
      <DialogTitle id="give-companies-title">Companies {member.email} may order for</DialogTitle>
      <DialogContent>
        {companies.isLoading && <Loading text="Loading the companies..." />}
        {companies.isError && <Alert severity="error">The companies could not be loaded. Please try again.</Alert>}
        {companies.data?.length === 0 && <Typography>The organization has no companies yet.</Typography>}
        {companies.data && companies.data.length > 0 && (
          <FormGroup aria-label="Companies">
            {companies.data.map((company) => (
              <FormControlLabel
                key={company.id}
                control={<Checkbox checked={chosen.has(company.id)} onChange={() => toggle(company.id)} />}
                label={`${company.businessName} (${company.stateCode})`}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={give.isPending || !companies.data} onClick={() => give.mutate()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const ROLE_HELP: Record<OrganizationRole, string> = {
  OWNER: 'billing and members',
  ADMIN: 'orders, settings and entities',
  MEMBER: 'orders for the entities',
  VIEWER: 'read only',
};

function InviteDialog({ organization, onClose }: { organization: Organization; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganizationRole>('MEMBER');
  const invite = useMutation({
    mutationFn: () => apiRequest('POST', `${orgPath(organization.id)}/invitations`, { email, role }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [orgPath(organization.id), 'members'] });
      toast({ title: 'Invitation sent', description: `${email} receives a link to join.`, variant: 'success' });
      onClose();
    },
    onError: (error) => toast({ title: 'Could not invite', description: error.message, variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>Invite a member</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
          />
          <TextField
            select
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as OrganizationRole)}
          >
            {ORGANIZATION_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ORGANIZATION_ROLE_LABELS[r]}: {ROLE_HELP[r]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={invite.isPending || !email}>
          Send invitation
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function MembersTab({ organization }: { organization: Organization }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<{ userId: string; email: string } | null>(null);
  const [giving, setGiving] = useState<Member | null>(null);
  const members = useQuery<Members>({ queryKey: [orgPath(organization.id), 'members'] });
  const owner = canManageMembers(organization.role);
  const remove = useMutation({
    mutationFn: (userId: string) => apiRequest('DELETE', `${orgPath(organization.id)}/members/${userId}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [orgPath(organization.id), 'members'] });
      toast({ title: 'Member removed', description: `${removing?.email} no longer has access.`, variant: 'success' });
      setRemoving(null);
    },
    onError: (error) => toast({ title: 'Could not remove', description: error.message, variant: 'destructive' }),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          Members
        </Typography>
        {owner && (
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
            Invite
          </Button>
        )}
      </Stack>
      {members.isLoading && <Loading text="Loading the members..." />}
      {members.isError && <Alert severity="error">The members could not be loaded. Please refresh the page.</Alert>}
      {members.data && (
        <Table size="small" aria-label="Members">
          <TableHead>
            <TableRow>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Since</TableCell>
              {owner && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.data.members.map((member) => (
              <TableRow key={member.userId} data-testid="member-row">
                <TableCell>{member.email}</TableCell>
                <TableCell>{ORGANIZATION_ROLE_LABELS[member.role]}</TableCell>
                <TableCell>{member.since.slice(0, 10)}</TableCell>
                {owner && (
                  <TableCell align="right">
                    {member.role === 'MEMBER' && (
                      <Button size="small" onClick={() => setGiving(member)}>
                        Companies ({member.givenEntityIds.length})
                      </Button>
                    )}
                    <Button size="small" color="error" onClick={() => setRemoving(member)}>
                      Remove
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {members.data.invitations.map((invitation) => (
              <TableRow key={invitation.id} data-testid="invitation-row">
                <TableCell>{invitation.email}</TableCell>
                <TableCell>{ORGANIZATION_ROLE_LABELS[invitation.role]}</TableCell>
                <TableCell>Invited, until {invitation.expiresAt.slice(0, 10)}</TableCell>
                {owner && <TableCell />}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {inviting && <InviteDialog organization={organization} onClose={() => setInviting(false)} />}
      {giving && <GiveCompaniesDialog organization={organization} member={giving} onClose={() => setGiving(null)} />}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)}>
        <DialogTitle>Remove {removing?.email}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            They lose access to {organization.name} at once, in every session. Their own entities stay theirs.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Keep</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing.userId)}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
