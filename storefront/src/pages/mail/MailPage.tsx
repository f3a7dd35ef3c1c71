// /mail: mail our registered agent received for the client's entities, newest first (?entity= one entity's
// history, linked from the registered-agent renewal on the compliance calendar; ?item= the emailed item).
import MarkunreadMailboxOutlined from '@mui/icons-material/MarkunreadMailboxOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Loading } from '../../components/Layout';
import { EmptyState } from '../client/EmptyState';
import { MailItemCard } from './MailItemCard';
import { fetchMail, type MailItem, mailUrl } from './mail';

export default function MailPage() {
  const [params] = useSearchParams();
  const entityId = params.get('entity');
  const highlighted = params.get('item');
  const mail = useQuery<{ data: MailItem[] }>({
    queryKey: ['mail', mailUrl(entityId)],
    queryFn: () => fetchMail(entityId),
  });
  const items = mail.data?.data ?? [];
  const entityName = entityId ? items[0]?.businessName : null;

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {entityName ? `Mail for ${entityName}` : 'Registered Agent Mail'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Mail our registered agent received for your entities, scanned the day it arrived. A service of process needs
        your acknowledgement.
      </Typography>
      {entityId && (
        <Button component={RouterLink} to="/mail" size="small" sx={{ mb: 2 }}>
          Show mail for all my entities
        </Button>
      )}
      {mail.isPending && <Loading text="Loading your mail..." />}
      {mail.isError && <Alert severity="error">Your mail could not be loaded: {mail.error.message}</Alert>}
      {mail.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<MarkunreadMailboxOutlined sx={{ fontSize: 48 }} />}
          title="No mail yet"
          text="When the state, a court or anyone else writes to your registered agent, the scan appears here and we email you."
        />
      )}
      {items.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <MailItemCard key={item.id} item={item} highlighted={item.id === highlighted} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
