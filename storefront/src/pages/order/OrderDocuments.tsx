import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DocumentDownloadButton } from '../../components/DocumentDownloadButton';
import { formatOrderDate } from '../client/orders';
import type { OrderDocument } from './order-detail';

/** The documents of an order (formation documents as they are produced). */
export function OrderDocuments({ documents }: { documents: OrderDocument[] }) {
  if (!documents.length)
    return <Typography color="text.secondary">Your documents appear here once they are prepared.</Typography>;
  return (
    <Box component="ul" aria-label="Order documents" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {documents.map((document) => (
        <Box
          component="li"
          key={document.id}
          data-testid="order-document"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            py: 1,
            '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <DescriptionOutlined color="action" />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 500 }}>{document.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              Version {document.version} · {formatOrderDate(document.createdAt)}
            </Typography>
          </Box>
          <DocumentDownloadButton id={document.id} name={document.name} />
        </Box>
      ))}
    </Box>
  );
}
