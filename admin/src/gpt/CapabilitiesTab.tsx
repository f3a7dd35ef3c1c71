import { Alert, Box, Card, CardHeader, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useCapabilities } from './queries';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <List dense aria-label={title}>
      {children}
    </List>
  </Card>
);

/** The Capabilities tab: contexts, redaction levels, features and limitations, from the server. */
export const CapabilitiesTab = () => {
  const { data, error, isPending } = useCapabilities();
  if (error) return <Alert severity="error">Could not load the capabilities: {error.message}</Alert>;
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title="Contexts">
        {data.contexts.map((item) => (
          <ListItem key={item.id}>
            <ListItemText primary={item.name} secondary={item.description} />
          </ListItem>
        ))}
      </Section>
      <Section title="Redaction Levels">
        {data.redactionLevels.map((item) => (
          <ListItem key={item.id}>
            <ListItemText primary={item.name} secondary={item.description} />
          </ListItem>
        ))}
      </Section>
      <Section title="Features">
        {data.features.map((feature) => (
          <ListItem key={feature}>
            <ListItemText primary={feature} />
          </ListItem>
        ))}
      </Section>
      <Section title="Limitations">
        {data.limitations.map((limitation) => (
          <ListItem key={limitation}>
            <ListItemText primary={limitation} />
          </ListItem>
        ))}
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
