import { Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { DOCUMENT_TEMPLATES, isTemplateId } from '../../../domain/document-templates';
import type { Draft } from './types';

/** The drafts' query key (the asset-factory resource's lists), refetched after a save or a generation. */
export const DRAFTS_KEY = ['asset-factory', 'getList'];

/** Saved drafts (asset-factory rows with status draft, the 10 newest); Open loads one into the form. */
export const DraftsCard = ({ onOpen }: { onOpen: (draft: Draft) => void }) => {
  const { data } = useGetList<Draft>('asset-factory', {
    filter: { status: 'draft' },
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'updatedAt', order: 'DESC' },
  });
  if (!data?.length) return null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Drafts
        </Typography>
        <List dense disablePadding aria-label="Drafts">
          {data.map((draft) => (
            <ListItem
              key={draft.id}
              divider
              disableGutters
              secondaryAction={
                <Button size="small" onClick={() => onOpen(draft)}>
                  Open
                </Button>
              }
            >
              <ListItemText
                primary={draft.name || draft.entityName || 'Untitled document'}
                secondary={`${isTemplateId(draft.type) ? DOCUMENT_TEMPLATES[draft.type].label : 'No type'} · saved ${new Date(draft.updatedAt).toLocaleString()}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
