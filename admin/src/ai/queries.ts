import { useQuery } from '@tanstack/react-query';
import { getCapabilities, getUsageStats } from './api';

const CAPABILITIES_KEY = ['gpt', 'capabilities'] as const;
export const USAGE_STATS_KEY = ['gpt', 'usage-stats'] as const;

export const useCapabilities = () => useQuery({ queryKey: CAPABILITIES_KEY, queryFn: getCapabilities });
export const useUsageStats = () => useQuery({ queryKey: USAGE_STATS_KEY, queryFn: getUsageStats });
