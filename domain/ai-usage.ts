// Usage figures of the assistant, from the recorded requests. Pure: the API reads the rows and calls these.

export interface DailyUsageRow {
  /** YYYY-MM-DD (UTC). */
  day: string;
  requests: number;
  tokens: number;
  errors: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
export const startOfUtcDay = (date: Date) => new Date(`${utcDay(date)}T00:00:00.000Z`);

/** One row per day for the last `days` days up to `today`, zero where nothing was recorded. */
export function fillDailyUsage(rows: readonly DailyUsageRow[], days: number, today: Date): DailyUsageRow[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const end = startOfUtcDay(today).getTime();
  return Array.from({ length: days }, (_, index) => {
    const day = utcDay(new Date(end - (days - 1 - index) * DAY_MS));
    return byDay.get(day) ?? { day, requests: 0, tokens: 0, errors: 0 };
  });
}

/** Errors as a fraction of requests (0 when there were none), rounded to 4 decimals. */
export const errorRate = (errors: number, requests: number) =>
  requests === 0 ? 0 : Math.round((errors / requests) * 10_000) / 10_000;
