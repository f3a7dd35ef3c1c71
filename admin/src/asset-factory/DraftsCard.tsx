import { Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { DOCUMENT_TEMPLATES, isTemplateId } from '../../../domain/document-templates';
import { formatDateTime } from '../format';
import type { Draft } from './types';

/** The drafts' query key (the instruments resource's lists), refetched after a save or a generation. */
export const DRAFTS_KEY = ['instruments', 'getList'];

/** Saved drafts (instruments with status draft, the 10 newest); Open loads one into the form. */
export const DraftsCard = ({ onOpen }: { onOpen: (draft: Draft) => void }) => {
  const translate = useTranslate();
  const { data } = useGetList<Draft>('instruments', {
    filter: { status: 'draft' },
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'updatedAt', order: 'DESC' },
  });
  if (!data?.length) return null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.asset-factory.drafts.title')}
        </Typography>
        <List dense disablePadding aria-label={translate('app.asset-factory.drafts.title')}>
          {data.map((draft) => (
            <ListItem
              key={draft.id}
              divider
              disableGutters
              secondaryAction={
                <Button size="small" onClick={() => onOpen(draft)}>
                  {translate('app.asset-factory.drafts.open')}
                </Button>
              }
            >
              <ListItemText
                primary={draft.name || draft.entityName || translate('app.asset-factory.untitled')}
                secondary={translate('app.asset-factory.drafts.saved', {
                  type: isTemplateId(draft.type)
                    ? DOCUMENT_TEMPLATES[draft.type].label
                    : translate('app.asset-factory.drafts.no_type'),
                  date: formatDateTime(draft.updatedAt),
                })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
