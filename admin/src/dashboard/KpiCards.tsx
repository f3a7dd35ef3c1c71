import FlagIcon from '@mui/icons-material/Flag';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleIcon from '@mui/icons-material/People';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatCount } from '../format';
import { TileGrid } from '../layout/StatTiles';
import type { AdminStats } from '../providers/dashboardCalls';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';

const KPIS: { key: keyof AdminStats; label: string; hint: string; icon: ReactElement }[] = [
  {
    key: 'activeClients',
    label: 'app.dashboard.kpi.activeClients',
    hint: 'app.dashboard.kpi.activeClients_hint',
    icon: <PeopleIcon />,
  },
  {
    key: 'pendingOrders',
    label: 'app.dashboard.kpi.pendingOrders',
    hint: 'app.dashboard.kpi.pendingOrders_hint',
    icon: <PendingActionsIcon />,
  },
  {
    key: 'assetsManaged',
    label: 'app.dashboard.kpi.assetsManaged',
    hint: 'app.dashboard.kpi.assetsManaged_hint',
    icon: <Inventory2Icon />,
  },
  {
    key: 'riskFlags',
    label: 'app.dashboard.kpi.riskFlags',
    hint: 'app.dashboard.kpi.riskFlags_hint',
    icon: <FlagIcon />,
  },
];

const useAdminStats = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: () => dataProvider.getAdminStats() });
};

/** The four headline figures, counted by the server from live data. */
export const KpiCards = () => {
  const { data, isPending, error } = useAdminStats();
  const translate = useTranslate();
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.dashboard.kpi.load_failed', { error: errorMessage(error) })}
        </Alert>
      )}
      <TileGrid>
        {KPIS.map((kpi) => (
          <Card key={kpi.key} variant="outlined" aria-label={translate(kpi.label)}>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle2" color="text.secondary" component="h2">
                  {translate(kpi.label)}
                </Typography>
                <Box sx={{ color: 'primary.main', display: 'flex' }}>{kpi.icon}</Box>
              </Box>
              <Typography variant="h4" component="p" sx={{ my: 1 }} data-testid={`kpi-${kpi.key}`}>
                {isPending ? <Skeleton width={60} /> : data ? formatCount(data[kpi.key]) : '—'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate(kpi.hint)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </TileGrid>
    </>
  );
};
