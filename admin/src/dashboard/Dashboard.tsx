import { Box } from '@mui/material';
import { AreaGate } from '../layout/AreaGate';
import { PageHeader } from '../layout/PageHeader';
import { KpiCards } from './KpiCards';
import { PaymentMismatches } from './PaymentMismatches';
import { dashboardMessages } from './messages';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';

// The screen's words, added by its lazy import (App.tsx) before it renders.
export { dashboardMessages as messages };

export const Dashboard = () => (
  <Box sx={{ pb: 4 }}>
    <PageHeader title="app.dashboard.title" subtitle="app.dashboard.subtitle" />
    <KpiCards />
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <QuickActions />
      <AreaGate area="audit" hidden>
        <RecentActivity />
      </AreaGate>
      <AreaGate area="payments" hidden>
        <PaymentMismatches />
      </AreaGate>
    </Box>
  </Box>
);
