// /admin/partners/:id: name, contact and status; setting APPROVED lets the partner hold live keys.
import { Edit, email, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { PARTNER_STATUSES } from '../../../domain/contracts/partners';
import { requiredText } from '../providers/validators';

const STATUS_CHOICES = PARTNER_STATUSES.map((id) => ({ id, name: id === 'APPROVED' ? 'Approved (live)' : id }));

export const PartnerEdit = () => (
  <Edit redirect="show" mutationMode="pessimistic" transform={({ name, email, status }) => ({ name, email, status })}>
    <SimpleForm>
      <TextInput source="name" validate={requiredText()} />
      <TextInput source="email" label="Contact email" validate={[required(), email()]} />
      <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} />
    </SimpleForm>
  </Edit>
);
