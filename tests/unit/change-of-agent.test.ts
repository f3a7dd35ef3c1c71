// The change of registered agent kind: priced by each state's own change-of-agent fee, filed on the state's form
// (named where it was read, in general words marked unconfirmed elsewhere), with our consent signed alongside.
import { describe, expect, it } from 'vitest';
import { type EntityType, STATES } from '../../domain/catalog';
import { needsSignature } from '../../domain/e-signature';
import { JURISDICTIONS } from '../../domain/jurisdictions';
import { BULK_ORDER_KINDS } from '../../domain/kinds';
import { changeOfAgent } from '../../domain/kinds/change-of-agent';
import { parseKindDetails } from '../../domain/order-kind-details';
import { kindDocuments, kindRefusal, type PlanEntity } from '../../domain/order-kind-plans';
import { priceEntityOrder } from '../../domain/order-kind-pricing';
import { planSteps } from '../../domain/order-kind-stages';
import { soldKeyOf } from '../../domain/sold-item';
import { changeOfAgentForm } from '../../domain/state-fees';

const entity = (over: Partial<PlanEntity> = {}): PlanEntity => ({
  businessName: 'Engines LLC',
  stateCode: 'TX',
  entityType: 'LLC',
  status: 'ACTIVE',
  ein: null,
  ...over,
});

describe('change of registered agent', () => {
  it("prices each served state and type at the state's own change-of-agent fee plus our service", () => {
    for (const state of STATES) {
      for (const type of Object.keys(state.entityTypes) as EntityType[]) {
        const plan = entity({ stateCode: state.code, entityType: type });
        expect(kindRefusal('CHANGE_OF_AGENT', plan, {}), `${state.code} ${type}`).toBeNull();
        const fee = JURISDICTIONS.find((j) => j.code === state.code)!.entityTypes[type]!.filings.CHANGE_OF_AGENT;
        const pricing = priceEntityOrder('CHANGE_OF_AGENT', plan, {});
        expect(pricing.total, `${state.code} ${type}`).toBe(changeOfAgent.service.price + fee.amount);
      }
    }
    // Texas Form 401 costs $15, a Florida corporation's statement $35, a Nevada LLC's $60.
    expect(priceEntityOrder('CHANGE_OF_AGENT', entity(), {}).stateFeesTotal).toBe(15);
    expect(priceEntityOrder('CHANGE_OF_AGENT', entity({ stateCode: 'FL', entityType: 'CORP' }), {}).stateFeesTotal).toBe(
      35,
    );
    expect(priceEntityOrder('CHANGE_OF_AGENT', entity({ stateCode: 'NV' }), {}).stateFeesTotal).toBe(60);
  });

  it('names the form where it was read, with its source; elsewhere general words marked unconfirmed', () => {
    for (const code of ['DE', 'WY', 'NV', 'TX', 'CA', 'NY', 'FL']) {
      for (const type of ['LLC', 'CORP'] as const) {
        const form = changeOfAgentForm(code, type);
        expect(form?.name, `${code} ${type}`).toBeTruthy();
        expect(form?.source.url, `${code} ${type}`).toMatch(/^https?:\/\//);
        expect(form?.source.unconfirmed, `${code} ${type}`).toBeUndefined();
      }
    }
    expect(changeOfAgentForm('TX', 'LLC')?.name).toContain('Form 401');
    const elsewhere = changeOfAgentForm('OH', 'LLC');
    expect(elsewhere?.name).toBe('Statement of change of registered agent');
    expect(elsewhere?.source.unconfirmed).toMatch(/not read/);
    expect(changeOfAgentForm('ZZ', 'LLC')).toBeNull();
  });

  it("files the statement and our consent, both signed, through a state filing's stages", () => {
    const documents = kindDocuments('CHANGE_OF_AGENT', {});
    expect(documents).toEqual(['statement_change_agent', 'registered_agent_consent']);
    expect(documents.every(needsSignature)).toBe(true);
    expect(planSteps('CHANGE_OF_AGENT')).toEqual(['review', 'documents', 'signature', 'filing', 'complete']);
    expect(changeOfAgent.effect).toEqual({ type: 'appointOurAgent' });
  });

  it('takes an optional current agent and refuses anything else', () => {
    expect(parseKindDetails('CHANGE_OF_AGENT', {})).toEqual({ ok: true, details: {} });
    expect(parseKindDetails('CHANGE_OF_AGENT', { currentAgent: '  Old Agent Inc, 1 Main St ' })).toEqual({
      ok: true,
      details: { currentAgent: 'Old Agent Inc, 1 Main St' },
    });
    const extra = parseKindDetails('CHANGE_OF_AGENT', { newRegisteredAgent: 'Someone else' });
    expect(extra.ok === false && extra.message).toMatch(/^details\.newRegisteredAgent: /);
    const long = parseKindDetails('CHANGE_OF_AGENT', { currentAgent: 'x'.repeat(301) });
    expect(long.ok === false && long.message).toMatch(/^details\.currentAgent: /);
  });

  it('is sold once per entity: a second payment for the same entity is refunded', () => {
    expect(soldKeyOf({ kind: 'CHANGE_OF_AGENT', entityId: 'e1', state: 'TX' })).toBe('entity:e1:CHANGE_OF_AGENT');
  });

  it('is one of the kinds an organisation orders for many entities at once (nothing asked per entity)', () => {
    expect(BULK_ORDER_KINDS).toEqual(['ANNUAL_REPORT', 'GOOD_STANDING', 'CHANGE_OF_AGENT']);
  });
});
