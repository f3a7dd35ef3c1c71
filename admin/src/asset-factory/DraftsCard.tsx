import { Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_TEMPLATES, isTemplateId } from '../../../domain/document-templates';
import { type Draft, fetchDrafts } from './api';

/** Saved drafts (Instrument rows with status draft); Open loads one into the form. */
export const DraftsCard = ({ onOpen }: { onOpen: (draft: Draft) => void }) => {
  const { data } = useQuery({ queryKey: ['document-drafts'], queryFn: fetchDrafts });
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
