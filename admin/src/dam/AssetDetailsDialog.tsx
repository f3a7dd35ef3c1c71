// View: the asset's details, checksum and every version with its own download, and the client it is shared with.
// A <ShowBase> on the assets resource (GET /api/assets/:id); the list's row shows at once while the details load.
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { ShowBase, useShowContext } from 'react-admin';
import { formatBytes } from '../../../domain/asset-files';
import { formatDateTime } from '../format';
import { TableHeader } from '../layout/TableHeader';
import { errorMessage } from '../providers/errorMessage';
import { ShareWithClient } from './ShareWithClient';
import { type AssetDetails, type AssetRecord, downloadUrl } from './types';

const PREVIEWABLE = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/;

const Versions = ({ asset }: { asset: AssetRecord }) => {
  const { record, isPending, error, refetch } = useShowContext<AssetDetails>();
  // Until the details arrive, react-admin may hand back the list's record, which has no versions or share.
  const details = record?.versions ? record : undefined;
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        Versions
      </Typography>
      {isPending || (!details && !error) ? (
        <Typography color="text.secondary">Loading versions...</Typography>
      ) : error ? (
        <Typography color="error">Could not load the versions: {errorMessage(error)}</Typography>
      ) : (
        <Table size="small" aria-label="Versions">
          <TableHeader labels={['Version', 'Size', 'Uploaded', 'File']} />
          <TableBody>
            {details?.versions.map((version) => (
              <TableRow key={version.version}>
                <TableCell>v{version.version}</TableCell>
                <TableCell>{formatBytes(version.sizeBytes)}</TableCell>
                <TableCell>{formatDateTime(version.createdAt)}</TableCell>
                <TableCell>
                  <Link href={downloadUrl(asset.id, { version: version.version })} download>
                    Download
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {details && (
        <ShareWithClient assetId={asset.id} sharedWith={details.sharedWith} onChanged={() => void refetch()} />
      )}
    </>
  );
};

// A failed load is shown in the dialog, not as react-admin's "item does not exist" and a redirect.
const showInPlace = { onError: () => undefined };

export const AssetDetailsDialog = ({ asset, onClose }: { asset: AssetRecord; onClose: () => void }) => (
  <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="asset-details-title">
    <DialogTitle id="asset-details-title">{asset.name}</DialogTitle>
    <DialogContent>
      <Typography variant="body2">
        Type: {asset.kind} · {asset.mimeType ?? 'unknown'} · {formatBytes(asset.sizeBytes)} · version {asset.version}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all', mt: 1 }}>
        SHA-256: <code>{asset.checksum}</code>
      </Typography>
      {asset.tags.length > 0 && (
        <Typography component="div" variant="body2" sx={{ mt: 1, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {asset.tags.map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
        </Typography>
      )}
      <ShowBase<AssetDetails> resource="assets" id={asset.id} queryOptions={showInPlace}>
        <Versions asset={asset} />
      </ShowBase>
    </DialogContent>
    <DialogActions>
      {PREVIEWABLE.test(asset.mimeType ?? '') && (
        <Button href={downloadUrl(asset.id, { inline: true })} target="_blank" rel="noopener">
          Open preview
        </Button>
      )}
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
);
