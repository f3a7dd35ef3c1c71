// What reaches the model for each staff role: the audit and loan summaries and the tools follow the same area
// matrix (domain/roles.ts) as the Audit Logs and Debt Servicing screens. The OpenAI stand-in records every request.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import type { TestContext } from '../helpers/api';
import { createAssistantApp, parseSse, post, signedIn } from '../helpers/assistant';
import { type OpenAiStub, startOpenAiStub } from '../../stand-ins/openai-server';

let stub: OpenAiStub;
let ctx: TestContext;
beforeAll(async () => {
  stub = await startOpenAiStub();
  ctx = await createAssistantApp(stub);
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});
beforeEach(() => stub.reset());

const unique = () => Math.random().toString(36).slice(2, 10);

async function delinquentLoan() {
  return ctx.db.loan.create({
    data: {
      entityName: `Quarry Lane Holdings ${unique()}`,
      amountCents: 500_000_00,
      rate: 6.5,
      status: 'delinquent',
      daysLate: 120,
      nextPayment: new Date('2027-03-01T00:00:00Z'),
      remainingBalanceCents: 410_000_00,
      type: 'term',
      maturityDate: new Date('2032-01-01T00:00:00Z'),
      collateral: 'Equipment',
      covenantStatus: 'default',
    },
  });
}

const CASES: { role: Role; audit: boolean; loans: boolean }[] = [
  { role: 'ADMIN', audit: true, loans: true },
  { role: 'SUPERADMIN', audit: true, loans: true },
  { role: 'COMPLIANCE_OFFICER', audit: true, loans: false },
  { role: 'PARALEGAL', audit: false, loans: false },
];

describe('assistant context by role', () => {
  for (const { role, audit, loans } of CASES) {
    it(`${role}: audit data ${audit ? 'sent' : 'withheld'}, loan data ${loans ? 'sent' : 'withheld'}`, async () => {
      const staff = await signedIn(ctx, role);
      const loan = await delinquentLoan();
      const probe = `probe-target-${unique()}`;
      // The newest audit entry, by another staff member on a target only this test knows.
      await ctx.db.auditEntry.create({
        data: { action: 'asset.download', target: probe, actorEmail: 'someone.else@test.example', role: 'ADMIN' },
      });
      // The model also asks for both through its tools (a role without the area is neither offered nor served them).
      stub.enqueue({
        toolCalls: [
          { name: 'audit_entries_for_target', arguments: { target: probe } },
          { name: 'loans_at_risk', arguments: { limit: 50 } },
        ],
      });

      const response = await post(staff, '/api/admin/gpt/stream', {
        message: 'Summarise what is going on',
        channel: 'assistant',
        includeAuditData: true,
        includeBusinessMetrics: true,
        redactionLevel: 'minimal',
      });
      expect(response.statusCode).toBe(200);
      expect(parseSse(response.body).at(-1)?.event).toBe('done');

      // Data from the platform: the system summaries and the tools' answers (the model's own calls name the probe).
      const sent = JSON.stringify(
        stub.requests.flatMap((r) => r.body.messages.filter((m) => m.role === 'system' || m.role === 'tool')),
      );
      expect(sent.includes(probe), `audit entry sent to the model for ${role}`).toBe(audit);
      expect(sent.includes(loan.entityName), `loan sent to the model for ${role}`).toBe(loans);
      const offered = stub.requests[0].body.tools?.map((t) => t.function.name) ?? [];
      expect(offered.includes('audit_entries_for_target')).toBe(audit);
      expect(offered.includes('loans_at_risk')).toBe(loans);

      const system = stub.requests[0].body.messages.filter((m) => m.role === 'system').map((m) => m.content ?? '');
      const auditText = system.find((text) => text.startsWith('Audit data:'));
      const metrics = system.find((text) => text.startsWith('Business metrics:'));
      if (audit) expect(auditText).toContain(`asset.download on ${probe}`);
      else expect(auditText).toBe(`Audit data:\nNot available: the ${role} role cannot read audit data.`);
      // Every staff role reads the pipeline figures (the Onboarding Pipeline is theirs).
      expect(metrics).toMatch(/Orders by status: /);
      if (loans) expect(metrics).toMatch(/Loans by status: /);
      else {
        expect(metrics).not.toMatch(/Loans by status|Loan risk flags/);
        expect(metrics).toContain(`the ${role} role cannot read loan data`);
      }
    });
  }
});
