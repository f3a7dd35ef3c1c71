import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RECENT_DOCUMENTS_SHOWN } from '../../../../domain/documents';
import { orderStatusLabel } from '../../../../domain/order-stages';
import { DocumentRow } from '../../components/DocumentRow';
import { Loading } from '../../components/Layout';
import { OrderProgressNote } from '../../components/OrderProgressNote';
import { isUnauthorizedError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { type ClientDocument, useDocuments } from '../../lib/documents';
import { formatCents, statusColour } from '../../lib/format';
import { useSignInRedirect } from '../../lib/sign-in';
import { UpcomingDeadlines } from '../compliance/UpcomingDeadlines';
import { EntityList, useEntities } from '../entities/EntityList';
import { EmptyState, NoOrdersYet } from './EmptyState';
import { type ClientOrder, formatOrderDate, RECENT_ORDERS_SHOWN, shortOrderId, summarizeOrders } from './orders';

function StatTile({ id, label, value, icon }: { id: string; label: string; value: number; icon: ReactNode }) {
  const labelId = `stat-${id}-label`;
  return (
    <Paper
      component="section"
      aria-labelledby={labelId}
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2, md: 3 },
        display: 'flex',
        alignItems: 'center',
        justifyContent: { xs: 'center', md: 'flex-start' },
        textAlign: { xs: 'center', md: 'left' },
        gap: 2,
        height: '100%',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'flex' },
          p: 1.5,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography id={labelId} variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography data-testid={`stat-${id}`} variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
      </Box>
    </Paper>
  );
}

export function OrderRow({ order }: { order: ClientOrder }) {
  const id = shortOrderId(order.id);
  return (
    <Box
      component="li"
      data-testid="order-row"
      aria-label={`Order ${id}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 2,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={`/orders/${order.id}`}
          sx={{ fontWeight: 600, fontFamily: 'monospace', color: 'primary.main' }}
        >
          #{id}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {order.state} · <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </Typography>
        {order.progress && <OrderProgressNote progress={order.progress} />}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ alignItems: { xs: 'flex-end', sm: 'center' }, flexShrink: 0 }}
      >
        <Chip label={orderStatusLabel(order.status)} color={statusColour(order.status)} size="small" />
        <Typography sx={{ fontWeight: 600, minWidth: { sm: 96 }, textAlign: 'right' }}>
          {formatCents(order.totalUSD)}
        </Typography>
      </Stack>
    </Box>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Divider sx={{ mt: 1.5 }} />
      {children}
    </Paper>
  );
}

function RecentOrders({ orders, isLoading, failed }: { orders: ClientOrder[]; isLoading: boolean; failed: boolean }) {
  if (isLoading) return <Loading text="Loading your orders..." />;
  if (failed) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        Your orders could not be loaded. Please refresh the page to try again.
      </Alert>
    );
  }
  if (orders.length === 0) {
    return <NoOrdersYet />;
  }
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </Box>
      <Button component={RouterLink} to="/orders" size="small" sx={{ mt: 1 }}>
        All orders
      </Button>
    </>
  );
}

export default function DashboardPage() {
  const { user, isAuthenticated } = useAuth();
  const orders = useQuery<ClientOrder[]>({ queryKey: ['/api/orders'], enabled: isAuthenticated });
  const documents = useDocuments({ pageSize: RECENT_DOCUMENTS_SHOWN }, isAuthenticated);
  const entities = useEntities(isAuthenticated);

  // A session that ended while the page was open.
  const unauthorized = orders.isError && isUnauthorizedError(orders.error);
  useSignInRedirect(unauthorized);

  const summary = summarizeOrders(orders.data ?? []);

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 4 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Client Dashboard
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            Welcome back{user ? `, ${user.email}` : ''}. Track your orders and documents here.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button component={RouterLink} to="/membership" variant="outlined">
            Membership Plans
          </Button>
          <Button component={RouterLink} to="/packages" variant="contained">
            New Order
          </Button>
        </Stack>
      </Stack>

      <Grid container spacing={{ xs: 1.5, sm: 3 }} sx={{ mb: 4 }}>
        <Grid size={{ xs: 4 }}>
          <StatTile
            id="active-orders"
            label="Active Orders"
            value={summary.activeOrders}
            icon={<ShoppingBagOutlined />}
          />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <StatTile
            id="documents"
            label="Documents"
            value={documents.data?.total ?? 0}
            icon={<DescriptionOutlined />}
          />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <StatTile
            id="pending-tasks"
            label="Pending Tasks"
            value={summary.pendingTasks}
            icon={<AssignmentOutlined />}
          />
        </Grid>
      </Grid>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Panel id="recent-orders-title" title="Recent Orders">
            {orders.data && orders.data.length > RECENT_ORDERS_SHOWN && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Showing your {RECENT_ORDERS_SHOWN} most recent orders.{' '}
                <Link component={RouterLink} to="/orders">
                  See all your orders
                </Link>
              </Typography>
            )}
            <RecentOrders
              orders={summary.recent}
              isLoading={orders.isLoading}
              failed={orders.isError && !unauthorized}
            />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel id="recent-documents-title" title="Recent Documents">
            <RecentDocuments documents={documents.data?.items ?? []} isLoading={documents.isLoading} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Panel id="entities-title" title="Your Entities">
            <EntityList entities={entities} />
            {(entities.data?.length ?? 0) > 0 && (
              <Button component={RouterLink} to="/entities" size="small" sx={{ mt: 1 }}>
                All entities
              </Button>
            )}
          </Panel>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <UpcomingDeadlines />
        </Grid>
      </Grid>
    </Container>
  );
}

function RecentDocuments({ documents, isLoading }: { documents: ClientDocument[]; isLoading: boolean }) {
  if (isLoading) return <Loading text="Loading your documents..." />;
  if (documents.length > 0) {
    return (
      <>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} compact />
          ))}
        </Box>
        <Button component={RouterLink} to="/documents" size="small" sx={{ mt: 1 }}>
          All documents
        </Button>
      </>
    );
  }
  return (
    <EmptyState
      icon={<DescriptionOutlined fontSize="large" />}
      title="No documents available"
      text="Documents prepared for your orders will appear here."
      action={
        <Button component={RouterLink} to="/documents" variant="outlined">
          Go to Documents
        </Button>
      }
    />
  );
}
