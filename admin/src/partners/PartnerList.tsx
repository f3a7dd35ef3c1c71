// /admin/partners: every partner with its status, newest first, under the screen's own heading; with none yet, what
// a partner is and the button to add the first.
import { Box, Typography } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { MomentField } from '../MomentField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const PartnersEmpty = () => (
  <Box sx={{ p: 3, textAlign: 'center' }} data-testid="partners-empty">
    <Typography variant="h6" component="h2" gutterBottom>
      No partners yet
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      A partner places orders through the partner API with its own keys. Add one to issue its first test key.
    </Typography>
    <CreateButton label="Add a partner" variant="contained" />
  </Box>
);

export const PartnerList = () => (
  <>
    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
      Partners
    </Typography>
    <List
      title="Partners"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<PartnersEmpty />}
      actions={
        <TopToolbar>
          <CreateButton label="Add a partner" />
        </TopToolbar>
      }
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="email" label="Contact email" />
        <DataTable.Col source="status" label="Status">
          <TextField source="status" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="Added">
          <MomentField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  </>
);
