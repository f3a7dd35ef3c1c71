import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { createTestApp, createUser, signedInAs, TestAgent, type TestContext } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { orderFixture } from '../helpers/orders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  if (ctx) await removeCreatedOrders(ctx.db);
  await ctx?.close();
});

const signedIn = async (role: Role) => (await signedInAs(ctx, role)).agent;

async function insertOrder(
  userId: string | null,
  data: { paymentStatus: 'PAID' | 'UNPAID'; stage?: 'PENDING_REVIEW' | 'DOCUMENTS' | null },
) {
  return ctx.db.order.create({
    data: {
      ...orderFixture(),
      userId,
      paymentStatus: data.paymentStatus,
      stage: data.stage ?? null,
      status: data.stage === 'DOCUMENTS' ? 'IN_PROGRESS' : 'PENDING',
    },
  });
}

async function insertLoan(status: string, covenantStatus: string) {
  return ctx.db.loan.create({
    data: {
      entityName: `Borrower ${status} ${covenantStatus}`,
      amountCents: 100_000_00,
      rate: 6.5,
      status,
      daysLate: status === 'current' ? 0 : 45,
      nextPayment: new Date('2027-01-01T00:00:00Z'),
      remainingBalanceCents: 80_000_00,
      type: 'term',
      maturityDate: new Date('2030-01-01T00:00:00Z'),
      collateral: 'Equipment',
      covenantStatus,
    },
  });
}

describe('GET /api/admin/stats', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await new TestAgent(ctx.app).request({ method: 'GET', url: '/api/admin/stats' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each(['CLIENT', 'MEMBER'] as const)('answers 403 to a %s', async (role) => {
    const agent = await signedIn(role);
    const response = await agent.request({ method: 'GET', url: '/api/admin/stats' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/dashboard/i);
  });

  it.each(['PARALEGAL', 'COMPLIANCE_OFFICER'] as const)(
    'answers the figures to a %s (staff dashboard)',
    async (role) => {
      const agent = await signedIn(role);
      const response = await agent.request({ method: 'GET', url: '/api/admin/stats' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('assetsManaged');
    },
  );

  it('counts clients with paid orders, paid orders in review, assets and risky loans', async () => {
    const agent = await signedIn('ADMIN');
    const before = (await agent.request({ method: 'GET', url: '/api/admin/stats' })).json();
    expect(before).toEqual({
      activeClients: expect.any(Number),
      pendingOrders: expect.any(Number),
      assetsManaged: expect.any(Number),
      riskFlags: expect.any(Number),
    });

    // Customers: a client with two paid orders counts once; a member counts; an unpaid client,
    // a staff member with a paid order and an anonymous paid order do not.
    const client = await createUser(ctx.db, 'CLIENT');
    const member = await createUser(ctx.db, 'MEMBER');
    const unpaidClient = await createUser(ctx.db, 'CLIENT');
    const staff = await createUser(ctx.db, 'PARALEGAL');
    await insertOrder(client.id, { paymentStatus: 'PAID', stage: 'PENDING_REVIEW' });
    await insertOrder(client.id, { paymentStatus: 'PAID', stage: 'DOCUMENTS' });
    await insertOrder(member.id, { paymentStatus: 'PAID', stage: 'PENDING_REVIEW' });
    await insertOrder(unpaidClient.id, { paymentStatus: 'UNPAID' });
    await insertOrder(staff.id, { paymentStatus: 'PAID', stage: 'PENDING_REVIEW' });
    await insertOrder(null, { paymentStatus: 'PAID', stage: 'DOCUMENTS' });

    for (const name of ['operating-agreement.pdf', 'logo.png', 'deleted.pdf']) {
      await ctx.db.asset.create({
        data: {
          kind: 'document',
          name,
          s3Key: `uploads/${Date.now()}_${name}`,
          checksum: 'a'.repeat(64),
          // A soft-deleted file is no longer managed.
          deletedAt: name === 'deleted.pdf' ? new Date() : null,
        },
      });
    }

    await insertLoan('current', 'compliant');
    await insertLoan('late', 'compliant');
    await insertLoan('delinquent', 'default');
    await insertLoan('current', 'breach-notice');
    // A Wyoming LLC formed years ago whose first annual report and agent renewal were never filed: 2 overdue.
    const { obligations } = await formEntities(
      ctx.db,
      null,
      [{ stateCode: 'WY', entityType: 'LLC', businessName: 'Overdue Risk LLC' }],
      new Date('2020-01-15T00:00:00Z'),
    );
    expect(obligations).toHaveLength(2);

    const response = await agent.request({ method: 'GET', url: '/api/admin/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      activeClients: before.activeClients + 2,
      pendingOrders: before.pendingOrders + 3,
      assetsManaged: before.assetsManaged + 2,
      riskFlags: before.riskFlags + 5,
    });
  });

  it('serves a SUPERADMIN too', async () => {
    const agent = await signedIn('SUPERADMIN');
    const response = await agent.request({ method: 'GET', url: '/api/admin/stats' });
    expect(response.statusCode).toBe(200);
  });
});
