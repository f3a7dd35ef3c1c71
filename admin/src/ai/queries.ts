// The assistant screens' reads, through the data provider's named calls.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

const CAPABILITIES_KEY = ['gpt', 'capabilities'] as const;
export const USAGE_STATS_KEY = ['gpt', 'usage-stats'] as const;
/** Refetched after each answer: its figures count the tokens used. */
export const ASSISTANT_STATUS_KEY = ['assistant', 'status'] as const;

export const useCapabilities = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: CAPABILITIES_KEY, queryFn: () => dataProvider.getGptCapabilities() });
};

export const useUsageStats = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: USAGE_STATS_KEY, queryFn: () => dataProvider.getGptUsageStats() });
};

export const useAssistantStatus = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ASSISTANT_STATUS_KEY, queryFn: () => dataProvider.getAssistantStatus() });
};
