// An invitation link (/organizations/join/:token): which organisation and role, then accept it signed in with the
// invited email, or create the account with a password when the email has none.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ORGANIZATION_ROLE_LABELS, type OrganizationRole } from '../../../../domain/organizations';
import { Loading } from '../../components/Layout';
import { ApiError, apiRequest, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { signInUrl } from '../../lib/sign-in';

interface Invitation {
  organization: { id: string; name: string };
  email: string;
  role: OrganizationRole;
  hasAccount: boolean;
  accepted: boolean;
  expired: boolean;
}

export default function JoinOrganizationPage() {
  const { token = '' } = useParams();
  const { user, isLoading } = useAuth();
  const [password, setPassword] = useState('');
  const address = `/api/organizations/invitations/${encodeURIComponent(token)}`;
  const invitation = useQuery<Invitation>({ queryKey: [address] });
  const accept = useMutation({
    mutationFn: () =>
      apiRequest<{ organization: { id: string } }>('POST', `${address}/accept`, user ? {} : { password }),
    // A full page load: a new account's session and the header's links start afresh.
    onSuccess: (answer) => window.location.assign(`/organizations/${answer.organization.id}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate();
  };

  if (invitation.isLoading || isLoading) return <Loading text="Loading the invitation..." />;
  const data = invitation.data;
  // Refused for another reason than the link (too many requests, the server away): its own words, the link not blamed.
  if (invitation.isError && !(invitation.error instanceof ApiError && invitation.error.status === 404)) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="error" role="alert">
          {errorMessage(invitation.error)}
        </Alert>
      </Container>
    );
  }
  if (!data || data.accepted || data.expired) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="warning">
          {data?.expired
            ? 'This invitation link has expired.'
            : 'This invitation link is not valid. It may have been used already.'}{' '}
          Ask the organization's owner for a new one.
        </Alert>
      </Container>
    );
  }
  const wrongAccount = user && user.email.toLowerCase() !== data.email.toLowerCase();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper component="form" onSubmit={submit} variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Join {data.organization.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          You are invited as {ORGANIZATION_ROLE_LABELS[data.role].toLowerCase()} ({data.email}).
        </Typography>
        {accept.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {accept.error.message}
          </Alert>
        )}
        {wrongAccount ? (
          <Alert severity="info">
            You are signed in as {user.email}. Sign out, then open this link again and sign in as {data.email}.
          </Alert>
        ) : user ? (
          <Button type="submit" variant="contained" disabled={accept.isPending}>
            Accept the invitation
          </Button>
        ) : data.hasAccount ? (
          <Button variant="contained" href={signInUrl()}>
            Sign in as {data.email} to accept
          </Button>
        ) : (
          <Stack spacing={2}>
            <TextField
              label="Choose a password"
              type="password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              helperText="At least 8 characters. Your account's email is the invited address."
              slotProps={{ htmlInput: { minLength: 8, autoComplete: 'new-password' } }}
            />
            <Button type="submit" variant="contained" disabled={accept.isPending || password.length < 8}>
              Create my account and join
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
