import FlagIcon from '@mui/icons-material/Flag';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleIcon from '@mui/icons-material/People';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useDataProvider } from 'react-admin';
import { TileGrid } from '../layout/StatTiles';
import type { AdminDataProvider, AdminStats } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';

const KPIS: { key: keyof AdminStats; label: string; hint: string; icon: ReactElement }[] = [
  {
    key: 'activeClients',
    label: 'Active Clients',
    hint: 'Clients and members with a paid order',
    icon: <PeopleIcon />,
  },
  {
    key: 'pendingOrders',
    label: 'Pending Orders',
    hint: 'Paid orders waiting for review',
    icon: <PendingActionsIcon />,
  },
  {
    key: 'assetsManaged',
    label: 'Assets Managed',
    hint: 'Documents and files in the library',
    icon: <Inventory2Icon />,
  },
  {
    key: 'riskFlags',
    label: 'Risk Flags',
    hint: 'Late or delinquent loans, covenant issues and overdue compliance filings',
    icon: <FlagIcon />,
  },
];

export const useAdminStats = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: () => dataProvider.getAdminStats() });
};

/** The four headline figures, counted by the server from live data. */
export const KpiCards = () => {
  const { data, isPending, error } = useAdminStats();
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not load the dashboard figures: {errorMessage(error)}
        </Alert>
      )}
      <TileGrid>
        {KPIS.map((kpi) => (
          <Card key={kpi.key} variant="outlined" aria-label={kpi.label}>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle2" color="text.secondary" component="h2">
                  {kpi.label}
                </Typography>
                <Box sx={{ color: 'primary.main', display: 'flex' }}>{kpi.icon}</Box>
              </Box>
              <Typography variant="h4" component="p" sx={{ my: 1 }} data-testid={`kpi-${kpi.key}`}>
                {isPending ? <Skeleton width={60} /> : data ? data[kpi.key].toLocaleString('en-US') : '—'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {kpi.hint}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </TileGrid>
    </>
  );
};
