// /admin/partners/create: a new partner starts in test mode (POST /api/admin/partners {name, email}).
import { Create, email, required, SimpleForm, TextInput } from 'react-admin';

export const PartnerCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="email" label="Contact email" validate={[required(), email()]} />
    </SimpleForm>
  </Create>
);
