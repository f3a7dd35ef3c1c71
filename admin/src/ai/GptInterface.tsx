// /admin/gpt: the GPT Interface for admins, in three tabs: Chat Interface, Capabilities, Usage Analytics.
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { usePermissions } from 'react-admin';
import { PageHeader } from '../layout/PageHeader';
import { CapabilitiesTab } from './CapabilitiesTab';
import { GptAccessGate } from './GptAccessGate';
import { GptChatTab } from './GptChatTab';
import { UsageAnalyticsTab } from './UsageAnalyticsTab';

const TABS = ['Chat Interface', 'Capabilities', 'Usage Analytics'] as const;

export const GptInterface = () => {
  const { permissions, isPending } = usePermissions<string>();
  const [tab, setTab] = useState(0);
  return (
    <>
      <PageHeader
        title="GPT Interface"
        subtitle="Query the assistant with business and audit context, review its capabilities and usage."
      />
      <GptAccessGate role={permissions} loading={isPending}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} aria-label="GPT Interface">
            {TABS.map((label, index) => (
              <Tab key={label} label={label} id={`gpt-tab-${index}`} aria-controls={`gpt-panel-${index}`} />
            ))}
          </Tabs>
        </Box>
        {TABS.map((label, index) => (
          <Box
            key={label}
            role="tabpanel"
            id={`gpt-panel-${index}`}
            aria-labelledby={`gpt-tab-${index}`}
            hidden={tab !== index}
          >
            {/* The chat stays mounted so switching tabs keeps the conversation. */}
            {index === 0 && <GptChatTab />}
            {index === 1 && tab === 1 && <CapabilitiesTab />}
            {index === 2 && tab === 2 && <UsageAnalyticsTab />}
          </Box>
        ))}
      </GptAccessGate>
    </>
  );
};
