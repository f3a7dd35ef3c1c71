import Check from '@mui/icons-material/Check';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from './EmptyState';

const DOCUMENT_FILTERS = ['All documents', 'Formation documents', 'Compliance documents'] as const;
type DocumentFilter = (typeof DOCUMENT_FILTERS)[number];

const FILTER_MENU_ID = 'document-filter-menu';
const FILTER_BUTTON_ID = 'document-filter-button';

export default function DocumentsPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<DocumentFilter>('All documents');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = Boolean(menuAnchor);

  const chooseFilter = (value: DocumentFilter) => {
    setFilter(value);
    setMenuAnchor(null);
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
            {DOCUMENT_FILTERS.map((option) => (
              <MenuItem key={option} selected={option === filter} onClick={() => chooseFilter(option)}>
                <ListItemIcon>{option === filter && <Check fontSize="small" />}</ListItemIcon>
                <ListItemText>{option}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </Stack>
        {filter !== 'All documents' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Showing: {filter}
          </Typography>
        )}

        <Box component="section" aria-label="Document list" sx={{ mt: 2 }}>
          <EmptyState
            icon={<DescriptionOutlined fontSize="large" />}
            title="No documents available"
            text="Documents prepared for your orders will appear here as each order moves through formation."
            action={
              <Button component={RouterLink} to="/dashboard" variant="contained">
                View Your Orders
              </Button>
            }
          />
        </Box>
      </Paper>
    </Container>
  );
}
