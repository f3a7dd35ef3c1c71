// The order kinds' registry: one complete module per kind of the Prisma enum, each example fitting its own schema,
// and no kind named by its string outside its module, its templates and tests (the rest of the code is generic).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTemplateId } from '../../domain/document-templates';
import { ENTITY_ORDER_KINDS, entityKindModule, kindFields, ORDER_KIND_MODULES, ORDER_KINDS } from '../../domain/kinds';
import { OrderKind as PrismaOrderKind } from '../../prisma/generated/enums';
import { initialKindForm, kindDetailsFrom, kindPricing } from '../../web/kind-details-form';

const root = join(import.meta.dirname, '../..');

/** The OrderKind enum as prisma/schema.prisma declares it. */
function schemaEnum(): string[] {
  const schema = readFileSync(join(root, 'prisma/schema.prisma'), 'utf8');
  const body = /enum OrderKind \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.replace(/\/\/.*/, '').trim())
    .filter(Boolean);
}

describe('the order kind registry', () => {
  it('has one module for every kind of the Prisma enum, and none else', () => {
    expect(schemaEnum().length).toBeGreaterThan(1);
    expect([...ORDER_KINDS].sort()).toEqual(schemaEnum().sort());
    expect([...ORDER_KINDS].sort()).toEqual(Object.values(PrismaOrderKind).sort());
    for (const kind of ORDER_KINDS) expect(ORDER_KIND_MODULES[kind].kind).toBe(kind);
  });

  it('gives each entity kind an example its own schema accepts, labelled fields, templates and a service', () => {
    const serviceIds = new Set<string>();
    for (const kind of ENTITY_ORDER_KINDS) {
      const module = entityKindModule(kind);
      expect(module.details.safeParse(module.example).success, kind).toBe(true);
      for (const field of kindFields(kind)) expect(field.label, `${kind}.${field.name}`).not.toBe('');
      for (const template of module.documents(module.example)) expect(isTemplateId(template), template).toBe(true);
      expect(serviceIds.has(module.service.id), module.service.id).toBe(false);
      serviceIds.add(module.service.id);
      expect(module.stages.at(-1)?.step, kind).toBe('complete');
      if (module.stateChoice) expect(Object.keys(module.details.shape)).toContain(module.stateChoice);
    }
  });

  it('takes a certificate file only for the kinds whose module says so', () => {
    const withCertificate = ORDER_KINDS.filter((kind) => ORDER_KIND_MODULES[kind].certificate);
    expect(withCertificate).toEqual(['GOOD_STANDING']);
  });
});

describe('the one kind form (web/kind-details-form.ts)', () => {
  const offer = (kind: (typeof ENTITY_ORDER_KINDS)[number]) => ({
    kind,
    pricing: { total: 1 },
    options: [
      { stateCode: 'NV', name: 'Nevada', pricing: { total: 2 } },
      { stateCode: 'WY', name: 'Wyoming', pricing: { total: 3 } },
    ],
  });

  it("starts each field as its kind's schema asks and sends only the kind's own, filled-in fields", () => {
    expect(initialKindForm(offer('EIN'))).toEqual({ responsiblePartyHasSsn: true });
    expect(initialKindForm(offer('FOREIGN_QUALIFICATION'))).toEqual({ stateCode: 'NV' });
    expect(kindDetailsFrom('AMENDMENT', { newName: '  Renamed LLC ', newRegisteredAgent: '  ', stray: 'x' })).toEqual({
      newName: 'Renamed LLC',
    });
    expect(kindDetailsFrom('EIN', { responsiblePartyName: 'Ada', responsiblePartyHasSsn: false })).toEqual({
      responsiblePartyName: 'Ada',
      responsiblePartyHasSsn: false,
    });
  });

  it('prices a kind priced per state at the state chosen, another at its one price', () => {
    expect(kindPricing(offer('FOREIGN_QUALIFICATION'), { stateCode: 'WY' })).toEqual({ total: 3 });
    expect(kindPricing(offer('FOREIGN_QUALIFICATION'), { stateCode: 'XX' })).toBeNull();
    expect(kindPricing(offer('GOOD_STANDING'), {})).toEqual({ total: 1 });
  });
});

// Where kind names may appear as strings: their modules (domain/), templates and tests are outside these folders.
const GENERIC_FOLDERS = ['api', 'platform', 'storefront', 'admin', 'web'];
const SKIPPED = ['node_modules', 'dist', 'generated'];
/** Strings that are not a kind: the entity page's EIN row is the entity's number, not an order. */
const ALLOWED: { file: string; text: string }[] = [
  { file: 'storefront/src/pages/entities/EntityPage.tsx', text: "['EIN', entity.ein" },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED.includes(name)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('kind names outside their modules', () => {
  it('appear in api/, platform/, storefront/, admin/ and web/ only as generic code reads them, never as strings', () => {
    const quoted = new RegExp(`(['"\`])(${ORDER_KINDS.join('|')})\\1`, 'g');
    const found: string[] = [];
    for (const folder of GENERIC_FOLDERS)
      for (const path of sourceFiles(join(root, folder))) {
        const file = relative(root, path);
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (!quoted.test(line)) return;
            quoted.lastIndex = 0;
            if (ALLOWED.some((allowed) => allowed.file === file && line.includes(allowed.text))) return;
            found.push(`${file}:${index + 1}: ${line.trim()}`);
          });
        quoted.lastIndex = 0;
      }
    expect(found).toEqual([]);
  });

  it('would find one (the check can fail)', () => {
    const quoted = new RegExp(`(['"\`])(${ORDER_KINDS.join('|')})\\1`);
    expect(quoted.test("if (order.kind === 'GOOD_STANDING')")).toBe(true);
    expect(quoted.test('kindModule(order.kind).certificate')).toBe(false);
  });
});
