import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip, IconButton, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  type DateFieldProps,
  List,
  useDelete,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ASSET_TYPE_FILTERS, formatBytes } from '../../../domain/asset-files';
import { MomentField } from '../MomentField';
import { errorMessage } from '../providers/errorMessage';
import { AssetDetailsDialog } from './AssetDetailsDialog';
import { type AssetRecord, downloadUrl } from './types';

const KIND_LABELS: Record<string, string> = {
  image: 'Image',
  document: 'Document',
  valuation: 'Valuation',
  instrument: 'Instrument',
};

/** All, Documents, Images, Valuations, Instruments: a server-side filter on the asset kind. */
const TypeFilter = () => {
  const { filterValues, setFilters } = useListContext<AssetRecord>();
  const current = (filterValues.kind as string | undefined) ?? 'all';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      onChange={(_event, value: string | null) => value && setFilters(value === 'all' ? {} : { kind: value })}
      aria-label="Asset type"
      sx={{ m: 2, flexWrap: 'wrap' }}
    >
      {ASSET_TYPE_FILTERS.map((filter) => (
        <ToggleButton key={filter.id} value={filter.id}>
          {filter.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

const Empty = () => {
  const { filterValues } = useListContext();
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {filterValues.kind ? 'No assets of this type' : 'No assets uploaded'}
    </Typography>
  );
};

const AssetActions = ({ asset, onView }: { asset: AssetRecord; onView: (asset: AssetRecord) => void }) => {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<AssetRecord>();
  const notify = useNotify();
  const translate = useTranslate();
  const onConfirm = () =>
    remove(
      'assets',
      { id: asset.id, previousData: asset },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('app.notification.asset_deleted', { type: 'success', messageArgs: { name: asset.name } });
        },
        onError: (error) => {
          setConfirming(false);
          notify('app.notification.delete_failed', { type: 'error', messageArgs: { error: errorMessage(error) } });
        },
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title={translate('app.dam.view')}>
        <IconButton size="small" aria-label={`View ${asset.name}`} onClick={() => onView(asset)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.dam.download')}>
        <IconButton size="small" aria-label={`Download ${asset.name}`} href={downloadUrl(asset.id)} download>
          <DownloadIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.dam.delete')}>
        <IconButton size="small" aria-label={`Delete ${asset.name}`} onClick={() => setConfirming(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="app.dam.delete_title"
        content="app.dam.delete_content"
        translateOptions={{ name: asset.name }}
        confirm="app.dam.delete"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

const Column = DataTable.Col<AssetRecord>;
const DateTimeField = (props: DateFieldProps) => <MomentField {...props} showTime />;

/** The asset library: server-side pagination, sort and type filter (GET /api/assets). */
export const AssetLibrary = () => {
  const [viewing, setViewing] = useState<AssetRecord | null>(null);
  return (
    <>
      <List<AssetRecord>
        resource="assets"
        title="app.dam.title"
        sort={{ field: 'updatedAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={false}
        empty={false}
        disableSyncWithLocation
        storeKey="dam.library"
      >
        <TypeFilter />
        <DataTable<AssetRecord> bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <Column
            source="name"
            label="app.dam.field.name"
            render={(asset) => (
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {asset.name}
                </Typography>
                {asset.tags.length > 0 && (
                  <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                    {asset.tags.map((tag) => (
                      <Chip key={tag} size="small" label={tag} variant="outlined" />
                    ))}
                  </Box>
                )}
              </Box>
            )}
          />
          <Column source="kind" label="app.dam.field.kind" render={(asset) => KIND_LABELS[asset.kind] ?? asset.kind} />
          <Column source="sizeBytes" label="app.dam.field.sizeBytes" render={(asset) => formatBytes(asset.sizeBytes)} />
          <Column source="updatedAt" label="app.dam.field.updatedAt" field={DateTimeField} />
          <Column source="version" label="app.dam.field.version" render={(asset) => `v${asset.version}`} />
          <Column
            label="app.dam.field.actions"
            disableSort
            render={(asset) => <AssetActions asset={asset} onView={setViewing} />}
          />
        </DataTable>
      </List>
      {viewing && <AssetDetailsDialog asset={viewing} onClose={() => setViewing(null)} />}
    </>
  );
};
