// How an expected completion date reads: to the client ("Estimated completion: Dec 10, 2026") and to staff
// ("Estimated Dec 10, 2026", "Past its estimate of Dec 1, 2026"). Always worded as an estimate.
import type { Estimate } from './processing-times';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/**
 * 'YYYY-MM-DD' as 'Dec 10, 2026'.
 * @internal
 */
export const formatEstimateDate = (date: string): string => {
  const value = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(value.getTime()) ? date : dateFormat.format(value);
};

export const clientEstimateText = (estimate: Estimate): string =>
  `Estimated completion: ${formatEstimateDate(estimate.date)}${estimate.afterClient ? ' if you act today' : ''}`;

export const staffEstimateText = (estimate: Estimate): string =>
  estimate.overdue
    ? `Past its estimate of ${formatEstimateDate(estimate.date)}`
    : `Estimated ${formatEstimateDate(estimate.date)}${estimate.afterClient ? ' (waits on the client)' : ''}`;
