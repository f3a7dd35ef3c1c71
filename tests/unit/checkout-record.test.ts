import { describe, expect, it } from 'vitest';
import { calculatePricing } from '../../domain/pricing';
import { checkoutRecordSchema } from '../../domain/schemas';
import {
  buildCheckoutRecord,
  type CheckoutInput,
  confirmationOutcome,
  parseHandOver,
  readCheckoutRecord,
  recordTotal,
  saveCheckoutRecord,
  takeHandOver,
} from '../../storefront/src/lib/checkout-record';
import { formatUsd } from '../../storefront/src/lib/format';
import {
  CHECKOUT_DATA_KEY,
  COMPLETE_CHECKOUT_KEY,
  PACKAGE_SELECTIONS_KEY,
} from '../../storefront/src/lib/storage-keys';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const input: CheckoutInput = {
  packages: ['PREMIUM'],
  services: ['BOI_CTA_ANNUAL', 'BINDER_SETUP'],
  states: ['DE', 'CA'],
  contact: { firstName: ' Ada ', lastName: 'Lovelace', email: ' ada@example.com ', phone: '', company: 'Engines' },
  entities: { DE: { businessName: ' Analytical LLC ', entityType: 'SERIES_LLC' }, CA: { entityType: 'CORP' } },
  now: new Date('2026-01-02T03:04:05.000Z'),
};

describe('buildCheckoutRecord', () => {
  it('builds a record the server accepts', () => {
    const record = buildCheckoutRecord(input);
    const parsed = checkoutRecordSchema.safeParse(JSON.parse(JSON.stringify(record)));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('trims text, drops services included in a package and prices with calculatePricing', () => {
    const record = buildCheckoutRecord(input);
    expect(record.contact).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      company: 'Engines',
    });
    expect(record.services).toEqual(['BOI_CTA_ANNUAL']);
    expect(record.entityDetails).toEqual({
      DE: { businessName: 'Analytical LLC', entityType: 'SERIES_LLC' },
      CA: { businessName: '', entityType: 'CORP' },
    });
    expect(record.businessNames).toEqual({ DE: 'Analytical LLC' });
    expect(record.business).toEqual({
      businessName: 'Analytical LLC',
      businessType: 'Series LLC',
      industry: '',
      description: '',
    });
    expect(record.pricing).toEqual(
      calculatePricing({ packages: ['PREMIUM'], services: ['BOI_CTA_ANNUAL'], states: ['DE', 'CA'] }),
    );
    expect(record.pricing.total).toBe(1300 + 100 + 100 + 70);
    expect(record).toMatchObject({ timestamp: '2026-01-02T03:04:05.000Z', step: 4, completed: true });
  });

  it('defaults the entity type to LLC', () => {
    const record = buildCheckoutRecord({ ...input, states: ['WY'], entities: {} });
    expect(record.entityDetails).toEqual({ WY: { businessName: '', entityType: 'LLC' } });
    expect(checkoutRecordSchema.safeParse(record).success).toBe(true);
  });

  it('produces records the server refuses when the entity type is not offered in the state', () => {
    const record = buildCheckoutRecord({ ...input, entities: { CA: { businessName: 'X', entityType: 'TRUST' } } });
    expect(checkoutRecordSchema.safeParse(record).success).toBe(false);
  });
});

describe('hand-over from the packages page', () => {
  it('reads the complete-checkout entry and deletes it', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      COMPLETE_CHECKOUT_KEY,
      JSON.stringify({
        packages: ['ALL_IN_ONE'],
        services: ['TRUST_FORM', 'BINDER_ANNUAL', 'NOPE'],
        states: ['NV', 'IL'],
        pricing: {},
      }),
    );
    storage.setItem(PACKAGE_SELECTIONS_KEY, JSON.stringify({ package: 'PREMIUM', state: 'WY' }));
    expect(takeHandOver(storage)).toMatchObject({
      packages: ['ALL_IN_ONE'],
      services: ['BINDER_ANNUAL'],
      states: ['NV', 'IL'],
    });
    expect(storage.getItem(COMPLETE_CHECKOUT_KEY)).toBeNull();
  });

  it('reads the package-selections entry with single values and deletes it', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      PACKAGE_SELECTIONS_KEY,
      JSON.stringify({ package: 'PREMIUM', services: 'VALUATION_MEMO', state: 'WY' }),
    );
    expect(takeHandOver(storage)).toMatchObject({
      packages: ['PREMIUM'],
      services: ['VALUATION_MEMO'],
      states: ['WY'],
    });
    expect(storage.getItem(PACKAGE_SELECTIONS_KEY)).toBeNull();
  });

  it('keeps per-state names and entity types that came along', () => {
    expect(
      parseHandOver({
        packages: [],
        services: ['LLC_FORM'],
        states: ['DE'],
        entityDetails: { DE: { businessName: 'Acme', entityType: 'CORP' } },
      }),
    ).toMatchObject({
      entityDetails: { DE: { businessName: 'Acme', entityType: 'CORP' } },
      businessNames: { DE: 'Acme' },
    });
  });

  it('only logs an unreadable entry', () => {
    const storage = new MemoryStorage();
    storage.setItem(COMPLETE_CHECKOUT_KEY, '{not json');
    const original = console.error;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      expect(takeHandOver(storage)).toBeNull();
    } finally {
      console.error = original;
    }
    expect(logged).toHaveLength(1);
    expect(takeHandOver(storage)).toBeNull();
  });
});

describe('stored record', () => {
  it('round-trips through storage', () => {
    const storage = new MemoryStorage();
    expect(readCheckoutRecord(storage)).toBeNull();
    const record = buildCheckoutRecord(input);
    saveCheckoutRecord(record, storage);
    expect(JSON.parse(storage.getItem(CHECKOUT_DATA_KEY)!)).toEqual(record);
    expect(readCheckoutRecord(storage)).toEqual(record);
    expect(recordTotal(record)).toBe(1570);
    expect(recordTotal(null)).toBe(0);
  });

  it('formats totals like $1,400.00', () => {
    expect(formatUsd(1400)).toBe('$1,400.00');
    expect(formatUsd(5000)).toBe('$5,000.00');
    expect(formatUsd(70)).toBe('$70.00');
  });
});

describe('confirmation outcome', () => {
  it('follows payment_intent_status, else whether an order is stored', () => {
    expect(confirmationOutcome('succeeded', false)).toBe('succeeded');
    expect(confirmationOutcome('failed', true)).toBe('failed');
    expect(confirmationOutcome('processing', true)).toBe('succeeded');
    expect(confirmationOutcome('processing', false)).toBe('failed');
    expect(confirmationOutcome(null, true)).toBe('succeeded');
    expect(confirmationOutcome(null, false)).toBe('failed');
  });
});
