// 2026-12-01: resources carry their facts. Orders answer when they were last changed and completed, each state's
// filing with its confirmation number, an EIN order's EIN and the ids of their documents; entities answer their EIN.
// An answer at an older version is shaped back by removing those fields, so it stays exactly as it was.
import type { VersionChange } from './change';

export const FACTS_ON_RESOURCES: VersionChange = {
  version: '2026-12-01',
  changes: [
    'Orders answer `updatedAt`, `completedAt`, `filings[]` (state, status, confirmationNumber, filedOn, rejectionReason), `ein` (EIN orders) and `documents` (the ids of their documents).',
    'Entities answer `ein` once an EIN order assigned it.',
    '`order.completed` is sent once every fact it implies is on the order.',
  ],
  downgrade: {
    order: (order) => {
      const { updatedAt: _u, completedAt: _c, filings: _f, ein: _e, documents: _d, ...before } = order;
      return before;
    },
    entity: (entity) => {
      const { ein: _e, ...before } = entity;
      return before;
    },
  },
};
