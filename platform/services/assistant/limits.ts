// Per-user limits of the assistant: requests per time window (counted in Redis) and tokens per UTC day
// (summed from the recorded usage in PostgreSQL). Either one refuses with 429 and says when to try again.
import type { Redis } from 'ioredis';
import { secondsLeftInWindow, startOfUtcDay } from '../../../domain/ai-usage';
import type { Config } from '../../config';
import { tooManyRequests } from '../../errors';
import type { Db } from '../../infra/prisma';

export async function enforceRateLimit(
  redis: Redis,
  config: Pick<Config, 'assistant' | 'redisPrefix'>,
  userId: string,
  now = Date.now(),
): Promise<void> {
  const { rateLimitMax, rateLimitWindowMs } = config.assistant;
  const key = `${config.redisPrefix}:ai-rate:${userId}:${Math.floor(now / rateLimitWindowMs)}`;
  let count: number;
  try {
    count = await redis.incr(key);
    if (count === 1) await redis.pexpire(key, rateLimitWindowMs);
  } catch {
    return; // Redis away: the daily token budget still applies
  }
  if (count > rateLimitMax) {
    const seconds = secondsLeftInWindow(now, rateLimitWindowMs);
    throw tooManyRequests(
      `Too many assistant requests: the limit is ${rateLimitMax} per ${Math.round(rateLimitWindowMs / 1000)} seconds. ` +
        `Try again in ${seconds} second(s).`,
    );
  }
}

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
