// Debt Servicing's calls beside the loans resource: the portfolio's summary and the amortization calculator.
import type { ScheduleRequest } from '../../../domain/amortization';
import type { loanSummarySchema, scheduleSchema } from '../../../domain/contracts/loans';
import type { Wire } from '../../../domain/contracts/wire';
import { API_URL, getJson, postJson } from './httpClient';

/** POST /api/schedules. */
export type Schedule = Wire<typeof scheduleSchema>;

export interface LoanCalls {
  calculateSchedule(request: ScheduleRequest): Promise<Schedule>;
  getLoanSummary(): Promise<Wire<typeof loanSummarySchema>>;
}

export const loanCalls: LoanCalls = {
  calculateSchedule: (request) => postJson<Schedule>(`${API_URL}/schedules`, request),
  getLoanSummary: () => getJson(`${API_URL}/loans/summary`),
};
