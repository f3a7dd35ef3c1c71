// The order's change requests, newest first: what staff asked, the fields they need, the day the answer is due and
// the client's answer once given.
import { List, ListItem, ListItemText } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime, formatDay } from '../format';
import { caseFieldLabel } from './caseFieldLabel';
import { readableNote } from './readableNote';
import type { OrderDetail } from './types';

export const ChangeRequestsSection = () => {
  const translate = useTranslate();
  const order = useRecordContext<OrderDetail>();
  if (!order) return null;
  return (
    <List dense aria-label={translate('app.onboarding.order.change_requests.title')}>
      {order.changeRequests.map((request) => (
        <ListItem key={request.id} disableGutters divider>
          <ListItemText
            primary={request.message}
            secondary={[
              request.fields.length > 0
                ? translate('app.onboarding.order.change_requests.fields', {
                    fields: request.fields.map(caseFieldLabel).join(', '),
                  })
                : translate('app.onboarding.order.change_requests.every_field'),
              translate('app.onboarding.order.change_requests.due', { date: formatDay(request.dueDate) }),
              request.respondedAt
                ? translate('app.onboarding.order.change_requests.answered', {
                    date: formatDateTime(request.respondedAt),
                    response: readableNote(request.response ?? ''),
                  })
                : translate('app.onboarding.order.change_requests.open'),
            ].join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
};
