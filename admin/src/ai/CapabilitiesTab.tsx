import { Alert, Box, Card, CardHeader, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { errorMessage } from '../providers/errorMessage';
import type { NamedItem } from './api';
import { useCapabilities } from './queries';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <List dense aria-label={title}>
      {children}
    </List>
  </Card>
);

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
  if (error) return <Alert severity="error">Could not load the capabilities: {errorMessage(error)}</Alert>;
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title="Contexts">{items(data.contexts)}</Section>
      <Section title="Redaction Levels">{items(data.redactionLevels)}</Section>
      <Section title="Features">{items(data.features)}</Section>
      <Section title="Limitations">
        {items(data.limitations)}
        <ListItem>
          <ListItemText
            primary="Your limits"
            secondary={
              `${data.limits.rateLimitMax} requests per ${data.limits.rateLimitWindowSeconds} seconds; ` +
              `${data.limits.tokensUsedToday} of ${data.limits.dailyTokenBudget} tokens used today (model ${data.model})`
            }
          />
        </ListItem>
      </Section>
    </Box>
  );
};
