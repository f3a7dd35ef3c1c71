// Each business name of the order with what its state would say (domain/name-check.ts), for staff to settle before
// filing: an error means the state would refuse it, a warning names an approval to arrange.
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { orderNameChecksSchema } from '../../../domain/contracts/business-names';
import type { Wire } from '../../../domain/contracts/wire';
import { API_URL } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import { getJson } from '../providers/httpClient';

export function NameChecksSection({ orderId }: { orderId: string }) {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: ['order-name-checks', orderId],
    queryFn: () => getJson<Wire<typeof orderNameChecksSchema>>(`${API_URL}/admin/orders/${orderId}/name-checks`),
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
