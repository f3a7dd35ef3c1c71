// The onboarding pipeline's calls beside its resource (GET /api/admin/orders/:id): the board and staff actions.
import type { ActionResult, BoardData, BoardFilter } from '../onboarding/types';
import { API_URL, getJson, postJson } from './httpClient';

export interface OnboardingCalls {
  getOnboardingBoard(filter: BoardFilter): Promise<BoardData>;
  /** POST /api/admin/orders/:id/actions: one staff action ({ action, ...its fields }). */
  orderAction(id: string, body: Record<string, unknown>): Promise<ActionResult>;
}

/** The filter without its blank values. */
const filterParam = (filter: BoardFilter) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(Object.entries(filter).filter(([, value]) => value))));

export const onboardingCalls: OnboardingCalls = {
  getOnboardingBoard: (filter) => getJson<BoardData>(`${API_URL}/admin/onboarding/board?filter=${filterParam(filter)}`),
  orderAction: (id, body) => postJson<ActionResult>(`${API_URL}/admin/orders/${encodeURIComponent(id)}/actions`, body),
};
