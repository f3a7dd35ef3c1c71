import { Box } from '@mui/material';
import { AreaGate } from '../layout/AreaGate';
import { PageHeader } from '../layout/PageHeader';
import { DASHBOARD_SUBTITLE, DASHBOARD_TITLE } from './heading';
import { KpiCards } from './KpiCards';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';

export const Dashboard = () => (
  <Box sx={{ pb: 4 }}>
    <PageHeader title={DASHBOARD_TITLE} subtitle={DASHBOARD_SUBTITLE} />
    <KpiCards />
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <QuickActions />
      <AreaGate area="audit" hidden>
        <RecentActivity />
      </AreaGate>
    </Box>
  </Box>
);
