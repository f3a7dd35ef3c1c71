// The client's organisations (firms and company groups) with their role in each, and a form to create one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ORGANIZATION_ROLE_LABELS } from '../../../../domain/organizations';
import { Loading } from '../../components/Layout';
import { apiRequest, isUnauthorizedError } from '../../lib/api';
import { useSignInRedirect } from '../../lib/sign-in';
import { useToast } from '../../lib/toast';
import { ORGANIZATIONS_KEY, type Organization } from './organization-api';

export default function OrganizationsPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const organizations = useQuery<Organization[]>({ queryKey: ORGANIZATIONS_KEY });
  useSignInRedirect(organizations.isError && isUnauthorizedError(organizations.error));
  const create = useMutation({
    mutationFn: (orgName: string) =>
      apiRequest<{ id: string; name: string }>('POST', '/api/organizations', { name: orgName }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
      toast({
        title: 'Organization created',
        description: `You are the owner of ${created.name}.`,
        variant: 'success',
      });
      navigate(`/organizations/${created.id}`);
    },
    onError: (error) => toast({ title: 'Could not create it', description: error.message, variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Organizations
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A firm or a company group: its members share one registry of entities and one compliance calendar. Your own
        entities stay yours.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        {organizations.isLoading && <Loading text="Loading your organizations..." />}
        {organizations.isError && !isUnauthorizedError(organizations.error) && (
          <Alert severity="error">Your organizations could not be loaded. Please refresh the page.</Alert>
        )}
        {organizations.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            You belong to no organization yet. Create one below, or accept an invitation from its owner.
          </Typography>
        )}
        <Box component="ul" aria-label="Your organizations" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {organizations.data?.map((org) => (
            <Box
              component="li"
              key={org.id}
              data-testid="organization-row"
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                py: 1.5,
                '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
              }}
            >
              <Link component={RouterLink} to={`/organizations/${org.id}`} sx={{ fontWeight: 600 }}>
                {org.name}
              </Link>
              <Chip size="small" label={ORGANIZATION_ROLE_LABELS[org.role]} />
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper component="form" onSubmit={submit} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          Create an organization
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label="Organization name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            size="small"
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button type="submit" variant="contained" disabled={create.isPending || !name.trim()}>
            Create
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
