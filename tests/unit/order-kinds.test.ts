import { describe, expect, it } from 'vitest';
import { type EntityType, SERVICE_BY_ID, STATES } from '../../domain/catalog';
import { complianceRulesFor } from '../../domain/compliance-rules';
import { isTemplateId } from '../../domain/document-templates';
import { needsSignature } from '../../domain/e-signature';
import { entityKindModule, ORDER_KIND_MODULES } from '../../domain/kinds';
import { plannedDocuments } from '../../domain/order-documents';
import { parseKindDetails } from '../../domain/order-kind-details';
import { annualReportRule, kindRefusal, type PlanEntity } from '../../domain/order-kind-plans';
import { priceEntityOrder } from '../../domain/order-kind-pricing';
import { completionRefusal, ENTITY_ORDER_KINDS } from '../../domain/order-kinds';
import { stateFeeFor } from '../../domain/state-fees';
import { detailsRefusalText } from '../../web/kind-details-form';

const entity = (over: Partial<PlanEntity> = {}): PlanEntity => ({
  businessName: 'Engines LLC',
  stateCode: 'WY',
  entityType: 'LLC',
  status: 'ACTIVE',
  ein: null,
  ...over,
});

const typesOf = (code: string) => Object.keys(STATES.find((s) => s.code === code)!.entityTypes) as EntityType[];

describe('order kinds: details', () => {
  it("speaks to people: every refusal of a kind's fields names them as their labels do, never by their keys", () => {
    const refusals: string[] = [];
    for (const kind of ENTITY_ORDER_KINDS) {
      const keys = Object.keys(entityKindModule(kind).details.shape);
      const payloads: Record<string, unknown>[] = [{}];
      for (const key of keys) payloads.push({ [key]: '   ' }, { [key]: 'x'.repeat(2000) }, { [key]: 'x', other: 1 });
      for (const payload of payloads) {
        const result = parseKindDetails(kind, payload);
        if (!result.ok && !/Unrecognized key/i.test(result.message)) refusals.push(result.message);
      }
    }
    expect(refusals.length).toBeGreaterThan(3);
    const forPeople = refusals.map((message) => detailsRefusalText(message));
    // No camelCase key and no 'is required' after the field's key is taken off; each a sentence.
    expect(forPeople.filter((text) => /\b[a-z]+[A-Z]\w*\b|is required|^[a-z]/.test(text))).toEqual([]);
  });

  it('names the field of a bad detail', () => {
    expect(parseKindDetails('FOREIGN_QUALIFICATION', { stateCode: 'ZZ' })).toEqual({
      ok: false,
      message: 'details.stateCode: Choose the state to register in',
    });
    const ein = parseKindDetails('EIN', { responsiblePartyName: 'Ada Lovelace' });
    expect(ein.ok === false && ein.message).toMatch(/^details\.responsiblePartyHasSsn: /);
    const amendment = parseKindDetails('AMENDMENT', {});
    expect(amendment.ok === false && amendment.message).toBe(
      'details.newName: Enter the new name or the new registered agent',
    );
    const extra = parseKindDetails('DISSOLUTION', { reason: 'done', price: 0 });
    expect(extra.ok === false && extra.message).toMatch(/^details\.price: /);
    const blank = parseKindDetails('EIN', { responsiblePartyName: '  ', responsiblePartyHasSsn: true });
    expect(blank.ok === false && blank.message).toBe('details.responsiblePartyName: Enter the responsible party');
    const long = parseKindDetails('AMENDMENT', { newName: 'x'.repeat(201) });
    expect(long.ok === false && long.message).toBe('details.newName: The new name can be at most 200 characters');
    const nul = parseKindDetails('AMENDMENT', { newName: 'A\u0000B LLC' });
    expect(nul.ok === false && nul.message).toMatch(/^details\.newName: /);
  });

  it('accepts what each kind needs', () => {
    expect(parseKindDetails('AMENDMENT', { newName: ' Turbines LLC ' })).toEqual({
      ok: true,
      details: { newName: 'Turbines LLC' },
    });
    expect(parseKindDetails('ANNUAL_REPORT', undefined)).toEqual({ ok: true, details: {} });
  });
});

describe('order kinds: fit', () => {
  it('refuses what does not fit the entity, with the reason', () => {
    expect(kindRefusal('DISSOLUTION', entity({ status: 'DISSOLVED' }), {})).toMatch(/dissolved/);
    expect(kindRefusal('FOREIGN_QUALIFICATION', entity(), { stateCode: 'WY' })).toMatch(/another state/);
    expect(kindRefusal('ANNUAL_REPORT', entity({ stateCode: 'DE', entityType: 'TRUST' }), {})).toMatch(
      /Delaware has no annual report/,
    );
    expect(
      kindRefusal('EIN', entity({ ein: '12-3456789' }), { responsiblePartyName: 'A', responsiblePartyHasSsn: true }),
    ).toMatch(/already has an EIN/);
    // Wyoming offers no Series LLC: the entity cannot register there.
    expect(
      kindRefusal('FOREIGN_QUALIFICATION', entity({ stateCode: 'DE', entityType: 'SERIES_LLC' }), { stateCode: 'WY' }),
    ).toMatch(/does not take this filing/);
  });

  it('lets a dissolved entity ask for a certificate only where its state issues one', () => {
    expect(kindRefusal('GOOD_STANDING', entity({ status: 'DISSOLVED', stateCode: 'WY' }), {})).toBeNull();
    expect(kindRefusal('GOOD_STANDING', entity({ status: 'DISSOLVED', stateCode: 'DE' }), {})).toMatch(/Delaware/);
    for (const kind of ENTITY_ORDER_KINDS.filter((k) => k !== 'GOOD_STANDING'))
      expect(kindRefusal(kind, entity({ status: 'DISSOLVED' }), {} as never)).toMatch(/dissolved/);
  });

  it('files the state report, not the agent renewal, for an annual report in every offered state', () => {
    for (const state of STATES)
      for (const type of typesOf(state.code)) {
        const rule = annualReportRule(state.code, type);
        const reports = complianceRulesFor(state.code, type).filter((r) => r.title !== 'Registered Agent Renewal');
        expect(rule === null).toBe(reports.length === 0);
        if (rule) expect(reports).toContainEqual(rule);
      }
    expect(annualReportRule('CA', 'LLC')?.id).toBe('CA-LLC-STATEMENT');
  });
});

describe('order kinds: prices', () => {
  // Each fee's source and date are checked with the jurisdiction modules (tests/unit/jurisdictions/registry.test.ts).
  it('has a state fee for every kind in every offered state and type that fits', () => {
    for (const state of STATES) {
      for (const type of typesOf(state.code))
        for (const kind of ['AMENDMENT', 'GOOD_STANDING', 'DISSOLUTION'] as const) {
          const fee = stateFeeFor(kind, state.code, type);
          expect(fee, `${kind} ${state.code} ${type}`).not.toBeNull();
          expect(Number.isInteger(fee!.fee) && fee!.fee >= 0).toBe(true);
        }
    }
  });

  it('prices service fee plus state fee, with the breakdown, and says where the fee varies', () => {
    const pricing = priceEntityOrder('AMENDMENT', entity({ stateCode: 'DE', entityType: 'CORP' }), {
      newName: 'X Inc.',
    });
    const fee = stateFeeFor('AMENDMENT', 'DE', 'CORP')!;
    expect(pricing.total).toBe(ORDER_KIND_MODULES.AMENDMENT.service.price + fee.fee);
    expect(pricing.breakdown.map((l) => l.type)).toEqual(['service', 'state_fee']);
    expect(pricing.breakdown[1].name).toBe('Delaware filing fee');
    expect(pricing.stateFeeNote).toBe(fee.varies);
    // A foreign qualification pays the new state's fee.
    const foreign = priceEntityOrder('FOREIGN_QUALIFICATION', entity(), { stateCode: 'NV' });
    expect(foreign.breakdown[1]).toMatchObject({
      id: 'NV',
      price: stateFeeFor('FOREIGN_QUALIFICATION', 'NV', 'LLC')!.fee,
    });
    // The annual report's fee is the catalog's renewal, as the compliance calendar shows it.
    const report = priceEntityOrder('ANNUAL_REPORT', entity(), {});
    expect(report.stateFeesTotal).toBe(STATES.find((s) => s.code === 'WY')!.entityTypes.LLC!.renewal.fee);
  });

  it("keeps the kinds' service ids apart from the spec's services", () => {
    for (const service of ENTITY_ORDER_KINDS.map((kind) => entityKindModule(kind).service))
      expect(SERVICE_BY_ID.has(service.id)).toBe(false);
  });
});

describe('order kinds: documents and completion', () => {
  it('plans known templates in the filing state, Form 8821 only without an SSN', () => {
    const base = { packages: [], services: [], states: ['NV'], entities: [] };
    for (const kind of ENTITY_ORDER_KINDS) {
      const details =
        kind === 'EIN'
          ? { responsiblePartyName: 'A', responsiblePartyHasSsn: true }
          : kind === 'FOREIGN_QUALIFICATION'
            ? { stateCode: 'NV' }
            : {};
      const documents = plannedDocuments({ ...base, kind, details });
      expect(documents.length).toBeGreaterThan(0);
      for (const d of documents) expect(isTemplateId(d.template) && d.stateCode === 'NV').toBe(true);
    }
    const noSsn = plannedDocuments({
      ...base,
      kind: 'EIN',
      details: { responsiblePartyName: 'A', responsiblePartyHasSsn: false },
    });
    expect(noSsn.map((d) => d.template)).toEqual(['ss4', 'form_8821']);
    expect(noSsn.every((d) => needsSignature(d.template))).toBe(true);
    // A formation keeps its documents.
    expect(
      plannedDocuments({ ...base, kind: 'FORMATION', entities: [{ stateCode: 'NV', entityType: 'CORP' }] }).map(
        (d) => d.template,
      ),
    ).toEqual(['articles_incorporation']);
  });

  it('completes an EIN only with an EIN', () => {
    expect(completionRefusal('EIN', '123456789')).toMatch(/12-3456789/);
    expect(completionRefusal('EIN', '12-3456789')).toBeNull();
    expect(completionRefusal('ANNUAL_REPORT', 'anything')).toBeNull();
  });
});
