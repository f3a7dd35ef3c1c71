// /admin/gpt: the GPT Interface for admins, in three tabs: Chat Interface, Capabilities, Usage Analytics.
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { PageHeader } from '../layout/PageHeader';
import { addScreenMessages } from '../providers/i18nProvider';
import { CapabilitiesTab } from './CapabilitiesTab';
import { GptAccessGate } from './GptAccessGate';
import { GptChatTab } from './GptChatTab';
import { aiMessages } from './messages';
import { UsageAnalyticsTab } from './UsageAnalyticsTab';

addScreenMessages('ai', aiMessages);

const TABS = ['app.ai.gpt.tab.chat', 'app.ai.gpt.tab.capabilities', 'app.ai.gpt.tab.usage'] as const;

export const GptInterface = () => {
  const { permissions, isPending } = usePermissions<string>();
  const [tab, setTab] = useState(0);
  const translate = useTranslate();
  return (
    <>
      <PageHeader title="app.ai.gpt.title" subtitle="app.ai.gpt.subtitle" />
      <GptAccessGate role={permissions} loading={isPending}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: number) => setTab(value)}
            aria-label={translate('app.ai.gpt.title')}
          >
            {TABS.map((label, index) => (
              <Tab key={label} label={translate(label)} id={`gpt-tab-${index}`} aria-controls={`gpt-panel-${index}`} />
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
