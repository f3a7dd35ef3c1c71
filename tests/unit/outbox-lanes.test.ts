// The outbox relay's lanes: order workflow starts, partner webhook deliveries and emails each claimed apart.
import { expect, it } from 'vitest';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import { outboxLanes } from '../../worker/outbox-lanes';

it('puts workflow starts, webhook deliveries and the rest in lanes of their own', () => {
  const kinds = Object.values(OUTBOX_KINDS);
  const lanes = outboxLanes(kinds);
  expect(lanes).toHaveLength(3);
  expect(lanes[0]).toContain(OUTBOX_KINDS.onboardingStart);
  expect(lanes[0]).not.toContain(OUTBOX_KINDS.webhookDelivery);
  expect(lanes[1]).toEqual([OUTBOX_KINDS.webhookDelivery]);
  expect(lanes.flat().sort()).toEqual([...kinds].sort());
  expect(outboxLanes([OUTBOX_KINDS.webhookDelivery])).toEqual([[OUTBOX_KINDS.webhookDelivery]]);
});
