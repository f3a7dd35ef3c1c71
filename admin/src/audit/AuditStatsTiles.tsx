import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { StatTiles } from '../layout/StatTiles';
import type { AdminDataProvider } from '../providers/dataProvider';

const count = (value: number | undefined) => value?.toLocaleString('en-US');

/** Figures for the entries the current filters select, counted by the server. */
export const AuditStatsTiles = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: ['audit', 'stats', filterValues],
    queryFn: () => dataProvider.getAuditStats(filterValues),
  });
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <StatTiles
        tiles={[
          { label: 'Total Events', value: count(data?.total), caption: 'Matching the filters' },
          { label: 'Failed Events', value: count(data?.failed), caption: 'Failed sign-ins, refusals and errors' },
          { label: 'Admin Actions', value: count(data?.adminActions), caption: 'By ADMIN and SUPERADMIN users' },
          {
            label: 'Active Users',
            value: count(data?.activeUsers),
            caption: data ? `Across ${data.roles} roles` : undefined,
          },
        ]}
      />
    </Box>
  );
};
