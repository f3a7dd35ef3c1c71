// The onboarding pipeline's calls beside its resource (GET /api/admin/orders/:id), over the back-office's HTTP
// client: the board and staff actions.
import { API_URL, getJson, postJson } from '../providers/httpClient';
import type { ActionResult, BoardData, BoardFilter } from './types';

/** The filter without its blank values. */
const filterParam = (filter: BoardFilter) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(Object.entries(filter).filter(([, value]) => value))));

/** `shown`: the cards each column shows (Pending, In Progress, Complete). */
export const getOnboardingBoard = (filter: BoardFilter, shown: readonly number[]) =>
  getJson<BoardData>(`${API_URL}/admin/onboarding/board?filter=${filterParam(filter)}&shown=${shown.join(',')}`);

/** POST /api/admin/orders/:id/actions: one staff action ({ action, ...its fields }). */
export const orderAction = (id: string, body: Record<string, unknown>) =>
  postJson<ActionResult>(`${API_URL}/admin/orders/${encodeURIComponent(id)}/actions`, body);
