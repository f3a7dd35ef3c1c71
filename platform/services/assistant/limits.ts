// The assistant's daily token budget per user, summed from the recorded usage in PostgreSQL: 429 once spent.
// (Requests per time window are limited by the API's routes, api/routes/assistant.ts.)
import { startOfUtcDay } from '../../../domain/ai-usage';
import type { Config } from '../../config';
import { tooManyRequests } from '../../errors';
import type { Db } from '../../infra/prisma';

export async function tokensUsedToday(db: Db, userId: string, now = new Date()): Promise<number> {
  const result = await db.aiUsage.aggregate({
    where: { userId, createdAt: { gte: startOfUtcDay(now) } },
    _sum: { totalTokens: true },
  });
  return result._sum.totalTokens ?? 0;
}

export async function enforceDailyBudget(db: Db, config: Pick<Config, 'assistant'>, userId: string): Promise<void> {
  const budget = config.assistant.dailyTokenBudget;
  const used = await tokensUsedToday(db, userId);
  if (used >= budget) {
    throw tooManyRequests(
      `Daily AI token budget reached: ${used} of ${budget} tokens used today. It resets at midnight UTC.`,
    );
  }
}
