// /admin/partners/:id/show: the partner, its keys (issue, rotate, revoke; a new key is shown once), its
// requests per day and its webhook endpoints' deliveries (loaded when shown).
import { lazy, Suspense } from 'react';
import { ArrayField, DataTable, EditButton, Labeled, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { MomentField } from '../MomentField';
import { AddWebhookEndpointButton, IssueKeyButton, KeyActions } from './KeyButtons';

const WebhookDeliveries = lazy(() => import('./WebhookDeliveries'));

export const PartnerShow = () => (
  <Show
    actions={
      <TopToolbar>
        <IssueKeyButton />
        <AddWebhookEndpointButton />
        <EditButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="email" label="Contact email" />
      <TextField source="status" />
      <MomentField source="approvedAt" showTime emptyText="Not approved" />
      <Labeled label="Keys">
        <ArrayField source="keys">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="mode" />
            <DataTable.Col source="prefix" />
            <DataTable.Col source="lastUsedAt" label="Last used">
              <MomentField source="lastUsedAt" showTime emptyText="Never" />
            </DataTable.Col>
            <DataTable.Col source="expiresAt" label="Valid until">
              <MomentField source="expiresAt" showTime emptyText="Until revoked" />
            </DataTable.Col>
            <DataTable.Col label="Actions">
              <KeyActions />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </Labeled>
      <Labeled label="Requests per day">
        <ArrayField source="usage">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="day" />
            <DataTable.Col source="mode" />
            <DataTable.NumberCol source="requests" />
          </DataTable>
        </ArrayField>
      </Labeled>
      <Labeled label="Webhook deliveries">
        <Suspense fallback={null}>
          <WebhookDeliveries />
        </Suspense>
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
