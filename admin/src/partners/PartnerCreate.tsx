// /admin/partners/create: a new partner starts in test mode (POST /api/admin/partners {name, email}).
import { Typography } from '@mui/material';
import { Create, email, required, SimpleForm, TextInput } from 'react-admin';
import { requiredText } from '../providers/validators';

export const PartnerCreate = () => (
  <Create redirect="show" title="Add a partner">
    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
      Add a partner
    </Typography>
    <SimpleForm>
      <TextInput source="name" label="Name" validate={requiredText()} />
      <TextInput source="email" label="Contact email" validate={[required(), email()]} />
    </SimpleForm>
  </Create>
);
