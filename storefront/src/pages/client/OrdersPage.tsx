// All of a client's orders, newest first, a page at a time (GET /api/orders?page=&perPage=, paged on the server).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Loading } from '../../components/Layout';
import { getWithTotal, isUnauthorizedError } from '../../lib/api';
import { useSignInRedirect } from '../../lib/sign-in';
import { OrderRow } from './DashboardPage';
import { NoOrdersYet } from './EmptyState';
import type { ClientOrder } from './orders';

const ORDERS_PER_PAGE = 10;

interface OrderPage {
  orders: ClientOrder[];
  total: number;
}

async function fetchOrderPage(page: number): Promise<OrderPage> {
  const { items, total } = await getWithTotal<ClientOrder>(`/api/orders?page=${page}&perPage=${ORDERS_PER_PAGE}`);
  return { orders: items, total: total ?? items.length };
}

/** The page number in ?page=, 1 when missing or not a whole number from 1. */
function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const result = useQuery({
    queryKey: ['client-orders', page],
    queryFn: () => fetchOrderPage(page),
    placeholderData: keepPreviousData,
  });
  const unauthorized = result.isError && isUnauthorizedError(result.error);
  useSignInRedirect(unauthorized);

  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const first = (page - 1) * ORDERS_PER_PAGE + 1;
  const last = first + (result.data?.orders.length ?? 0) - 1;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Your Orders
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Every order you have placed, newest first.{' '}
        <Link component={RouterLink} to="/dashboard">
          Back to the dashboard
        </Link>
      </Typography>
      <Paper component="section" aria-labelledby="orders-list-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="orders-list-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          Orders
        </Typography>
        {result.isLoading ? (
          <Loading text="Loading your orders..." />
        ) : result.isError ? (
          !unauthorized && (
            <Alert severity="error" sx={{ mt: 2 }}>
              Your orders could not be loaded. Please refresh the page to try again.
            </Alert>
          )
        ) : total === 0 ? (
          <NoOrdersYet />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
              {last >= first ? `Orders ${first}-${last} of ${total}` : `No orders on page ${page} (${total} in all)`}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {result.data?.orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </Box>
            {pages > 1 && (
              <Pagination
                count={pages}
                page={Math.min(page, pages)}
                onChange={(_event, next) => setParams(next === 1 ? {} : { page: String(next) })}
                getItemAriaLabel={(type, item, selected) =>
                  type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${item}` : `Go to ${type} page`
                }
                sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              />
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}
