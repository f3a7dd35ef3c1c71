// The onboarding pipeline's calls beside its resource (GET /api/admin/orders/:id): the board and staff actions.
import type { ActionResult, BoardData, BoardFilter } from '../onboarding/types';
import { API_URL, getJson, postJson } from './httpClient';

export interface OnboardingCalls {
  /** `shown`: the cards each column shows (Pending, In Progress, Complete). */
  getOnboardingBoard(filter: BoardFilter, shown: readonly number[]): Promise<BoardData>;
  /** POST /api/admin/orders/:id/actions: one staff action ({ action, ...its fields }). */
  orderAction(id: string, body: Record<string, unknown>): Promise<ActionResult>;
}

/** The filter without its blank values. */
const filterParam = (filter: BoardFilter) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(Object.entries(filter).filter(([, value]) => value))));

export const onboardingCalls: OnboardingCalls = {
  getOnboardingBoard: (filter, shown) =>
    getJson<BoardData>(`${API_URL}/admin/onboarding/board?filter=${filterParam(filter)}&shown=${shown.join(',')}`),
  orderAction: (id, body) => postJson<ActionResult>(`${API_URL}/admin/orders/${encodeURIComponent(id)}/actions`, body),
};
