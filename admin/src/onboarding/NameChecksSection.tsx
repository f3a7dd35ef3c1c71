// Each business name of the order with what its state would say (domain/name-check.ts), for staff to settle before
// filing: an error means the state would refuse it, a warning names an approval to arrange.
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { OrderDetail } from './types';
import { ORDERS } from './useRefreshOrder';

export function NameChecksSection() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const orderId = useRecordContext<OrderDetail>()?.id ?? '';
  const { data, error, isPending } = useQuery({
    queryKey: [ORDERS, 'getOrderNameChecks', { id: orderId }],
    queryFn: () => dataProvider.getOrderNameChecks(orderId),
    enabled: !!orderId,
  });
  if (isPending) return <Typography color="text.secondary">{translate('app.onboarding.names.loading')}</Typography>;
  if (error)
    return (
      <Alert severity="error">{translate('app.onboarding.names.load_failed', { error: errorMessage(error) })}</Alert>
    );
  const named = data.filter((entity) => entity.businessName.trim());
  if (named.length === 0)
    return <Typography color="text.secondary">{translate('app.onboarding.names.none')}</Typography>;
  return (
    <List dense aria-label={translate('app.onboarding.order.names')}>
      {named.map((entity) => (
        <ListItem key={entity.stateCode} disableGutters divider sx={{ display: 'block' }}>
          <ListItemText
            primary={`${entity.stateCode} · ${entity.businessName}`}
            secondary={entity.problems.length === 0 ? translate('app.onboarding.names.clear') : null}
          />
          {entity.problems.map((problem) => (
            <Alert key={`${problem.code}-${problem.message}`} severity={problem.severity} sx={{ mt: 0.5 }}>
              {problem.message} ({problem.statute})
            </Alert>
          ))}
        </ListItem>
      ))}
    </List>
  );
}
