// Usage of the assistant computed from the AiUsage rows: totals, per context and per day (timestamps are UTC).
import { type DailyUsageRow, errorRate, fillDailyUsage, startOfUtcDay } from '../../../domain/ai-usage';
import type { Db } from '../../infra/prisma';

const USAGE_CHART_DAYS = 14;

export interface UsageStats {
  totalRequests: number;
  totalTokens: number;
  /** Milliseconds. */
  averageResponseTime: number;
  /** Fraction of requests that failed. */
  errorRate: number;
  contextBreakdown: Record<string, number>;
  daily: DailyUsageRow[];
}

export async function usageStats(db: Db, now = new Date()): Promise<UsageStats> {
  const since = new Date(startOfUtcDay(now).getTime() - (USAGE_CHART_DAYS - 1) * 24 * 60 * 60 * 1000);
  const [totals, errors, byContext, byDay] = await Promise.all([
    db.aiUsage.aggregate({ _count: { _all: true }, _sum: { totalTokens: true }, _avg: { responseTimeMs: true } }),
    db.aiUsage.count({ where: { error: true } }),
    db.aiUsage.groupBy({ by: ['context'], _count: { _all: true } }),
    db.$queryRaw<{ day: string; requests: number; tokens: number; errors: number }[]>`
      SELECT to_char("createdAt", 'YYYY-MM-DD') AS day,
             count(*)::int AS requests,
             coalesce(sum("totalTokens"), 0)::int AS tokens,
             count(*) FILTER (WHERE error)::int AS errors
      FROM "AiUsage" WHERE "createdAt" >= ${since}
      GROUP BY 1 ORDER BY 1`,
  ]);
  const totalRequests = totals._count._all;
  return {
    totalRequests,
    totalTokens: totals._sum.totalTokens ?? 0,
    averageResponseTime: Math.round(totals._avg.responseTimeMs ?? 0),
    errorRate: errorRate(errors, totalRequests),
    contextBreakdown: Object.fromEntries(byContext.map((row) => [row.context, row._count._all])),
    daily: fillDailyUsage(byDay, USAGE_CHART_DAYS, now),
  };
}
