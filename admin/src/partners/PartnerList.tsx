// /admin/partners: every partner with its status, newest first.
import { CreateButton, DataTable, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { MomentField } from '../MomentField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const PartnerList = () => (
  <List
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <DataTable rowClick="show">
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="status">
        <TextField source="status" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <MomentField source="createdAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);
