// Clients who pay by hand: their card always asks them to confirm (no charge goes through without them), so
// automatic filing emails them the pay link; that day they sign in and pay the open order from the entity page,
// through the storefront's own routes (POST /api/entities/:id/orders adopts the obligation's order and answers its
// PaymentIntent; the Stripe stand-in settles it and delivers the signed webhook, which marks the order paid).
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../platform/infra/prisma';
import type { SimulatedEntity } from './population';

/** The simulated clients' password (./population.ts). */
export const CLIENT_PASSWORD = 'simulation-client-1';

/** A client signed in on the API in this process, keeping its cookies and CSRF token as the storefront does. */
async function signIn(app: FastifyInstance, email: string) {
  const cookies = new Map<string, string>();
  const request = async (options: InjectOptions) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      ...options,
      headers: { ...(options.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const c of response.cookies as { name: string; value: string }[]) cookies.set(c.name, c.value);
    return response;
  };
  const login = await request({ method: 'POST', url: '/api/login', payload: { email, password: CLIENT_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`sign-in of ${email}: ${login.statusCode} ${login.body}`);
  const { csrfToken } = (await request({ method: 'GET', url: '/api/csrf' })).json() as { csrfToken: string };
  return (options: InjectOptions) =>
    request({ ...options, headers: { ...(options.headers as Record<string, string>), 'x-csrf-token': csrfToken } });
}

/** Every hand-paying client whose report waits on payment pays it from the entity page; answers how many paid. */
export async function clientsPayByHand(
  deps: { app: FastifyInstance; db: Db; stubUrl: string },
  entities: SimulatedEntity[],
): Promise<number> {
  const byHand = entities.filter((e) => e.card === 'pays-by-hand');
  if (!byHand.length) return 0;
  const waiting = await deps.db.autoFiling.findMany({
    where: {
      status: 'WAITING_PAYMENT',
      order: { entityId: { in: byHand.map((e) => e.entityId) }, paymentStatus: { not: 'PAID' } },
    },
    select: { order: { select: { entityId: true, user: { select: { email: true } } } } },
  });
  for (const { order } of waiting) {
    const request = await signIn(deps.app, order.user?.email ?? '');
    const opened = await request({
      method: 'POST',
      url: `/api/entities/${order.entityId}/orders`,
      payload: { kind: 'ANNUAL_REPORT', details: {} },
    });
    if (opened.statusCode !== 200) throw new Error(`the entity page's order: ${opened.statusCode} ${opened.body}`);
    const intentId = (opened.json() as { clientSecret: string }).clientSecret.split('_secret_')[0];
    const paid = await fetch(`${deps.stubUrl}/__test/payment_intents/${intentId}/succeed`, { method: 'POST' });
    const delivery = (await paid.json()) as { delivered: boolean; status: number; body: string };
    if (!delivery.delivered) throw new Error(`the payment's webhook: ${delivery.status} ${delivery.body}`);
  }
  return waiting.length;
}
