// The client's formed entities as links to their pages: on /entities and on the dashboard.

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ENTITY_TYPE_LABELS, STATE_BY_CODE } from '../../../../domain/catalog';
import { Loading } from '../../components/Layout';
import { statusColour } from '../../lib/format';
import type { EntitySummary } from './entity-api';

export const useEntities = (enabled = true) => useQuery<EntitySummary[]>({ queryKey: ['/api/entities'], enabled });

export function EntityList({ entities }: { entities: ReturnType<typeof useEntities> }) {
  if (entities.isLoading) return <Loading text="Loading your companies..." />;
  if (entities.isError) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        Your companies could not be loaded. Please refresh the page to try again.
      </Alert>
    );
  }
  const rows = entities.data ?? [];
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Companies we form for you appear here once their filing is complete.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Your entities" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((entity) => (
        <Box
          component="li"
          key={entity.id}
          data-testid="entity-row"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            py: 1.5,
            '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={`/entities/${entity.id}`} sx={{ fontWeight: 600 }}>
              {entity.businessName}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {STATE_BY_CODE.get(entity.stateCode)?.name ?? entity.stateCode} ·{' '}
              {ENTITY_TYPE_LABELS[entity.entityType] ?? entity.entityType} · formed {entity.formedOn}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={entity.status === 'DISSOLVED' ? 'Dissolved' : 'Active'}
            color={statusColour(entity.status)}
          />
        </Box>
      ))}
    </Box>
  );
}
