import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { formatCount } from '../format';
import { StatTiles } from '../layout/StatTiles';
import type { AdminDataProvider } from '../providers/dataProvider';

const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value));

/** Figures for the entries the current filters select, counted by the server. */
export const AuditStatsTiles = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['audit', 'getAuditStats', filterValues],
    queryFn: () => dataProvider.getAuditStats(filterValues),
  });
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <StatTiles
        tiles={[
          { label: 'app.audit.tile.total', value: count(data?.total), caption: 'app.audit.tile.total_caption' },
          { label: 'app.audit.tile.failed', value: count(data?.failed), caption: 'app.audit.tile.failed_caption' },
          { label: 'app.audit.tile.admin', value: count(data?.adminActions), caption: 'app.audit.tile.admin_caption' },
          {
            label: 'app.audit.tile.users',
            value: count(data?.activeUsers),
            caption: data ? translate('app.audit.tile.users_caption', { roles: data.roles }) : undefined,
          },
        ]}
      />
    </Box>
  );
};
