// The client's formed companies (GET /api/entities), each opening its entity page.
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { isUnauthorizedError } from '../../lib/api';
import { useSignInRedirect } from '../../lib/sign-in';
import { EntityList, useEntities } from './EntityList';

export default function EntitiesPage() {
  const entities = useEntities();
  useSignInRedirect(entities.isError && isUnauthorizedError(entities.error));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Your Entities
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The companies we formed for you: file their reports, amend them, register them in another state and more.{' '}
        <Link component={RouterLink} to="/dashboard">
          Back to the dashboard
        </Link>
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <EntityList entities={entities} />
      </Paper>
    </Container>
  );
}
