// The back-office calls of the onboarding pipeline (GET board and order, POST staff actions).
import type { Priority, StaffActionName } from '../../../domain/pipeline';
import { API_URL } from '../providers/dataProvider';
import { getJson, httpClient } from '../providers/httpClient';

export interface OrderCardData {
  id: string;
  shortId: string;
  userId: string | null;
  shortClientId: string | null;
  status: string;
  stage: string | null;
  state: string;
  states: string[];
  totalUSD: number;
  priority: Priority;
  contactEmail: string;
  contactName: string;
  businessName: string;
}

export interface BoardData {
  columns: Record<'PENDING' | 'IN_PROGRESS' | 'COMPLETE', { count: number; orders: OrderCardData[] }>;
  stats: { totalPipelineValue: number; avgOrderValue: number; completionRate: number; pendingReviews: number };
}

export interface BoardFilter {
  q?: string;
  status?: string;
  priority?: string;
}

export interface OrderDetail extends OrderCardData {
  paymentStatus: string;
  cancelReason: string | null;
  refundId: string | null;
  entities: { stateCode: string; businessName: string; entityType: string }[];
  stages: { stage: string; action: string; actorEmail: string | null; note: string | null; createdAt: string }[];
  filings: {
    stateCode: string;
    status: string;
    confirmationNumber: string | null;
    filedAt: string | null;
    rejectionReason: string | null;
  }[];
  documents: { id: string; name: string; kind: string; createdAt: string; version: number }[];
  changeRequest: { id: string; message: string; createdAt: string } | null;
  changeRequests: { id: string; message: string; response: string | null; respondedAt: string | null }[];
  pipeline: {
    source: 'workflow' | 'database';
    generating: boolean;
    documents: { key: string; stateCode: string; template: string; version: number }[];
    allowedActions: StaffActionName[];
  };
  temporalUiUrl: string | null;
}

const filterParam = (filter: BoardFilter) => {
  const clean = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  return encodeURIComponent(JSON.stringify(clean));
};

export const fetchBoard = (filter: BoardFilter) =>
  getJson<BoardData>(`${API_URL}/admin/onboarding/board?filter=${filterParam(filter)}`);

export const fetchOrder = (id: string) => getJson<OrderDetail>(`${API_URL}/admin/orders/${encodeURIComponent(id)}`);

export async function postAction(id: string, body: Record<string, unknown>) {
  const { json } = await httpClient(`${API_URL}/admin/orders/${encodeURIComponent(id)}/actions`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as { stage: string; allowedActions: StaffActionName[] };
}

export { errorMessage } from '../providers/errorMessage';
