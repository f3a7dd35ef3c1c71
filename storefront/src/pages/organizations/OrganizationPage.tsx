// One organisation: a switcher between the caller's organisations, and its registry, calendar, members and import
// as tabs (/organizations/:id/registry, /calendar, /members, /import).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ORGANIZATION_ROLE_LABELS } from '../../../../domain/organizations';
import { Loading } from '../../components/Layout';
import { isUnauthorizedError } from '../../lib/api';
import { useSignInRedirect } from '../../lib/sign-in';
import { CalendarTab } from './CalendarTab';
import { ImportTab } from './ImportTab';
import { MembersTab } from './MembersTab';
import { ORGANIZATIONS_KEY, type Organization } from './organization-api';
import { RegistryTab } from './RegistryTab';

const TABS = [
  { value: 'registry', label: 'Registry' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'members', label: 'Members' },
  { value: 'import', label: 'Import' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

export default function OrganizationPage() {
  const { id = '', tab = 'registry' } = useParams();
  const navigate = useNavigate();
  const organizations = useQuery<Organization[]>({ queryKey: ORGANIZATIONS_KEY });
  useSignInRedirect(organizations.isError && isUnauthorizedError(organizations.error));
  const current = organizations.data?.find((org) => org.id === id);
  const active: TabValue = TABS.some((t) => t.value === tab) ? (tab as TabValue) : 'registry';

  if (organizations.isLoading) return <Loading text="Loading the organization..." />;
  if (!current) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity={organizations.isError ? 'error' : 'warning'}>
          {organizations.isError
            ? 'Your organizations could not be loaded. Please refresh the page.'
            : 'This organization was not found, or you are no longer a member.'}{' '}
          <Link component={RouterLink} to="/organizations">
            Your organizations
          </Link>
        </Alert>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {current.name}
          </Typography>
          <Chip size="small" label={`Your role: ${ORGANIZATION_ROLE_LABELS[current.role]}`} sx={{ mt: 0.5 }} />
        </Box>
        <TextField
          select
          size="small"
          label="Organization"
          value={current.id}
          onChange={(event) => navigate(`/organizations/${event.target.value}/${active}`)}
          sx={{ minWidth: 240 }}
          slotProps={{ htmlInput: { 'data-testid': 'organization-switcher' } }}
        >
          {(organizations.data ?? []).map((org) => (
            <MenuItem key={org.id} value={org.id}>
              {org.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Tabs
        value={active}
        onChange={(_event, value: TabValue) => navigate(`/organizations/${current.id}/${value}`)}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      {active === 'registry' && <RegistryTab organization={current} />}
      {active === 'calendar' && <CalendarTab organization={current} />}
      {active === 'members' && <MembersTab organization={current} />}
      {active === 'import' && <ImportTab organization={current} />}
    </Container>
  );
}
