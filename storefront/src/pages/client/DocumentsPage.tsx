import Check from '@mui/icons-material/Check';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  DOCUMENTS_PAGE_SIZE,
  type DocumentType,
} from '../../../../domain/documents';
import { DocumentRow } from '../../components/DocumentRow';
import { Loading } from '../../components/Layout';
import { useDocuments } from '../../lib/documents';
import { EmptyState } from './EmptyState';
import { type ClientOrder, shortOrderId } from './orders';

const FILTER_MENU_ID = 'document-filter-menu';
const FILTER_BUTTON_ID = 'document-filter-button';
const SEARCH_DELAY_MS = 300;

/** The search text, sent to the server once typing pauses. */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function FilterOption({ label, selected, onClick }: { label: string; selected: boolean; onClick: () => void }) {
  return (
    <MenuItem selected={selected} onClick={onClick}>
      <ListItemIcon>{selected && <Check fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

export default function DocumentsPage() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<DocumentType | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [paging, setPaging] = useState({ filters: '', page: 1 });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = Boolean(menuAnchor);
  const q = useDebounced(search);
  // A new search or filter starts again from the first page.
  const filters = JSON.stringify([q.trim(), type, orderId]);
  const page = paging.filters === filters ? paging.page : 1;

  const orders = useQuery<ClientOrder[]>({ queryKey: ['/api/orders'] });
  const documents = useDocuments({ q, type, orderId, page, pageSize: DOCUMENTS_PAGE_SIZE });
  const filtered = Boolean(q.trim() || type || orderId);
  const pages = documents.data ? Math.ceil(documents.data.total / documents.data.pageSize) : 0;

  const choose = (change: () => void) => {
    change();
    setMenuAnchor(null);
  };
  const clearFilters = () => {
    setSearch('');
    setType(null);
    setOrderId(null);
  };

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Documents
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Formation documents, filings and compliance records for your entities.
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search" aria-label="Documents">
          <TextField
            type="search"
            label="Search documents"
            placeholder="Search by name or entity"
            size="small"
            fullWidth
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            id={FILTER_BUTTON_ID}
            variant="outlined"
            startIcon={<FilterList />}
            aria-haspopup="menu"
            aria-controls={menuOpen ? FILTER_MENU_ID : undefined}
            aria-expanded={menuOpen}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ flexShrink: 0 }}
          >
            Filter
          </Button>
          <Menu
            id={FILTER_MENU_ID}
            anchorEl={menuAnchor}
            open={menuOpen}
            onClose={() => setMenuAnchor(null)}
            slotProps={{ list: { 'aria-labelledby': FILTER_BUTTON_ID } }}
          >
            <ListSubheader>Type</ListSubheader>
            <FilterOption label="All types" selected={type === null} onClick={() => choose(() => setType(null))} />
            {DOCUMENT_TYPES.map((option) => (
              <FilterOption
                key={option}
                label={DOCUMENT_TYPE_LABELS[option]}
                selected={type === option}
                onClick={() => choose(() => setType(option))}
              />
            ))}
            <ListSubheader>Order</ListSubheader>
            <FilterOption
              label="All orders"
              selected={orderId === null}
              onClick={() => choose(() => setOrderId(null))}
            />
            {(orders.data ?? []).map((order) => (
              <FilterOption
                key={order.id}
                label={`Order #${shortOrderId(order.id)} · ${order.state}`}
                selected={orderId === order.id}
                onClick={() => choose(() => setOrderId(order.id))}
              />
            ))}
          </Menu>
        </Stack>
        {(type || orderId) && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              Showing:
            </Typography>
            {type && <Chip size="small" label={DOCUMENT_TYPE_LABELS[type]} onDelete={() => setType(null)} />}
            {orderId && (
              <Chip size="small" label={`Order #${shortOrderId(orderId)}`} onDelete={() => setOrderId(null)} />
            )}
          </Stack>
        )}

        <Box component="section" aria-label="Document list" aria-busy={documents.isFetching} sx={{ mt: 2 }}>
          {documents.isLoading && <Loading text="Loading your documents..." />}
          {documents.isError && (
            <Alert severity="error">Your documents could not be loaded. Please refresh the page to try again.</Alert>
          )}
          {documents.data && documents.data.items.length === 0 && (
            <EmptyState
              icon={<DescriptionOutlined fontSize="large" />}
              title="No documents available"
              text={
                filtered
                  ? 'No documents match your search or filters.'
                  : 'Documents prepared for your orders will appear here as each order moves through formation.'
              }
              action={
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                  {filtered && <Button onClick={clearFilters}>Clear filters</Button>}
                  <Button component={RouterLink} to="/dashboard" variant="contained">
                    View Your Orders
                  </Button>
                </Stack>
              }
            />
          )}
          {documents.data && documents.data.items.length > 0 && (
            <>
              <Typography variant="body2" color="text.secondary" data-testid="documents-total">
                {documents.data.total} {documents.data.total === 1 ? 'document' : 'documents'}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {documents.data.items.map((document) => (
                  <DocumentRow key={document.id} document={document} />
                ))}
              </Box>
            </>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, value) => setPaging({ filters, page: value })}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </Box>
      </Paper>
    </Container>
  );
}
