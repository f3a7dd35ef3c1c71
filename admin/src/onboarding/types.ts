// The onboarding pipeline's records: the board (GET /api/admin/onboarding/board), one order (the onboarding
// resource's GET /api/admin/orders/:id) and a staff action's answer, typed from the routes' own schemas
// (domain/contracts/pipeline.ts).
import type {
  adminOrderDetailSchema,
  boardCardSchema,
  boardSchema,
  staffActionResultSchema,
} from '../../../domain/contracts/pipeline';
import type { Wire } from '../../../domain/contracts/wire';

export type OrderCardData = Wire<typeof boardCardSchema>;

export type BoardData = Wire<typeof boardSchema>;

export interface BoardFilter {
  q?: string;
  status?: string;
  priority?: string;
  kind?: string;
}

export type OrderDetail = Wire<typeof adminOrderDetailSchema>;

export type ActionResult = Wire<typeof staffActionResultSchema>;
