import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DOCUMENT_TYPE_LABELS, formatFileSize } from '../../../domain/documents';
import type { ClientDocument } from '../lib/documents';
import { formatOrderDate, shortOrderId } from '../pages/client/orders';
import { DocumentDownloadButton } from './DocumentDownloadButton';

/** One document in a list: name, type, order (or 'Shared with you'), date and size, and its Download button. */
export function DocumentRow({ document, compact = false }: { document: ClientDocument; compact?: boolean }) {
  const origin = document.orderId ? `Order #${shortOrderId(document.orderId)}` : 'Shared with you';
  const details = compact
    ? [origin, formatOrderDate(document.createdAt)]
    : [
        DOCUMENT_TYPE_LABELS[document.type],
        origin,
        formatOrderDate(document.createdAt),
        formatFileSize(document.sizeBytes),
      ];
  return (
    <Box
      component="li"
      data-testid="document-row"
      aria-label={document.name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <DescriptionOutlined color="action" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{document.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {details.join(' · ')}
        </Typography>
      </Box>
      <DocumentDownloadButton id={document.id} name={document.name} />
    </Box>
  );
}
