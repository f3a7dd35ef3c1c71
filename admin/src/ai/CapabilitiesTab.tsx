import { Alert, Box, Card, CardHeader, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../providers/errorMessage';
import { useCapabilities } from './queries';
import type { NamedItem } from './types';

/** A titled list (title: a message key). */
const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader title={translate(title)} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <List dense aria-label={translate(title)}>
        {children}
      </List>
    </Card>
  );
};

/** One list item per entry: a name with its description, or a plain line. */
const items = (entries: readonly (NamedItem | string)[]) =>
  entries.map((entry) =>
    typeof entry === 'string' ? (
      <ListItem key={entry}>
        <ListItemText primary={entry} />
      </ListItem>
    ) : (
      <ListItem key={entry.id}>
        <ListItemText primary={entry.name} secondary={entry.description} />
      </ListItem>
    ),
  );

/** The Capabilities tab: contexts, redaction levels, features and limitations, from the server. */
export const CapabilitiesTab = () => {
  const { data, error, isPending } = useCapabilities();
  const translate = useTranslate();
  if (error)
    return (
      <Alert severity="error">{translate('app.ai.capabilities.load_failed', { error: errorMessage(error) })}</Alert>
    );
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title="app.ai.capabilities.contexts">{items(data.contexts)}</Section>
      <Section title="app.ai.capabilities.redaction_levels">{items(data.redactionLevels)}</Section>
      <Section title="app.ai.capabilities.features">{items(data.features)}</Section>
      <Section title="app.ai.capabilities.limitations">
        {items(data.limitations)}
        <ListItem>
          <ListItemText
            primary={translate('app.ai.capabilities.your_limits')}
            secondary={translate('app.ai.capabilities.limits', { ...data.limits, model: data.model })}
          />
        </ListItem>
      </Section>
    </Box>
  );
};
