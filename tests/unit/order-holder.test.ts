// Who an order waits for, in the client's words and staff's, and the progress (holder + estimate) built from an
// order's recorded facts.
import { describe, expect, it } from 'vitest';
import { orderHolder } from '../../domain/order-holder';
import { orderProgress, type ProgressFacts } from '../../domain/order-progress';

const base = { status: 'IN_PROGRESS', changeRequestOpen: false, documentsToSign: 0, statesFiling: [] };

describe('orderHolder', () => {
  it('is our team while we review and prepare documents', () => {
    expect(orderHolder({ ...base, status: 'PENDING', stage: 'PENDING_REVIEW' })).toEqual({
      kind: 'team',
      client: 'With our team',
      staff: 'With our team: review',
    });
    expect(orderHolder({ ...base, stage: 'DOCUMENTS' }).staff).toBe('With our team: document preparation');
  });

  it('waits on the client for an open change request', () => {
    expect(orderHolder({ ...base, stage: 'PENDING_REVIEW', changeRequestOpen: true })).toEqual({
      kind: 'client',
      client: 'Waiting on you: answer a change request',
      staff: 'Waiting on the client: change request open',
    });
  });

  it('waits on the client for documents to sign, counted', () => {
    expect(orderHolder({ ...base, stage: 'DOCUMENTS', documentsToSign: 3 }).client).toBe(
      'Waiting on you: sign 3 documents',
    );
    expect(orderHolder({ ...base, stage: 'DOCUMENTS', documentsToSign: 1 }).client).toBe(
      'Waiting on you: sign 1 document',
    );
    expect(orderHolder({ ...base, stage: 'DOCUMENTS', documentsToSign: 0 }).kind).toBe('team');
  });

  it('is with the state (by name) during filing', () => {
    expect(orderHolder({ ...base, stage: 'FILING', statesFiling: ['DE'] }).client).toBe(
      'Being filed with the state of Delaware',
    );
    expect(orderHolder({ ...base, stage: 'FILING', statesFiling: ['WY', 'DE', 'NV'] }).client).toBe(
      'Being filed with the states of Delaware, Nevada and Wyoming',
    );
    expect(orderHolder({ ...base, stage: 'FILING', statesFiling: [] }).staff).toBe('With our team: filing submission');
  });

  it('is our team, saying what is still to deliver, while a filed order waits for the rest of its package', () => {
    const stillToDeliver = 'Still to deliver: Compliance Binder Setup, EIN application';
    expect(orderHolder({ ...base, stage: 'COMPLETE', stillToDeliver })).toEqual({
      kind: 'team',
      client: stillToDeliver,
      staff: stillToDeliver,
    });
    expect(orderHolder({ ...base, status: 'COMPLETE', stage: 'COMPLETE', stillToDeliver: null }).kind).toBe('none');
  });

  it('is nobody once complete or canceled', () => {
    expect(orderHolder({ ...base, status: 'COMPLETE', stage: 'COMPLETE' }).kind).toBe('none');
    expect(orderHolder({ ...base, status: 'CANCELED', stage: 'FILING', statesFiling: ['DE'] })).toMatchObject({
      kind: 'none',
      client: 'Canceled',
    });
  });
});

describe('orderProgress', () => {
  const facts = (overrides: Partial<ProgressFacts> = {}): ProgressFacts => ({
    status: 'IN_PROGRESS',
    stage: 'FILING',
    states: ['DE', 'WY'],
    paidAt: new Date('2026-11-02T10:00:00Z'),
    createdAt: new Date('2026-11-02T09:00:00Z'),
    events: [
      { stage: 'PENDING_REVIEW', action: 'paid', createdAt: new Date('2026-11-02T10:00:00Z') },
      { stage: 'FILING', action: 'confirmDocuments', createdAt: new Date('2026-11-16T10:00:00Z') },
    ],
    changeRequestOpen: false,
    documentsToSign: 0,
    filings: [
      { stateCode: 'DE', status: 'PENDING' },
      { stateCode: 'WY', status: 'FILED' },
    ],
    ...overrides,
  });

  it('names the states still filing and estimates from the filing stage start with the states not yet filed', () => {
    // Filing from Monday 2026-11-16, Delaware left: 1 + 10 business days -> Tuesday 2026-12-01.
    const progress = orderProgress(facts(), new Date('2026-11-23T12:00:00Z'));
    expect(progress.holder.client).toBe('Being filed with the state of Delaware');
    expect(progress.estimate).toEqual({ date: '2026-12-01', overdue: false, afterClient: false });
    expect(orderProgress(facts(), new Date('2026-12-02T12:00:00Z')).estimate?.overdue).toBe(true);
  });

  it('falls back to the payment time when no history was recorded', () => {
    const progress = orderProgress(
      facts({ stage: null, status: 'PENDING', events: [], filings: [] }),
      new Date('2026-11-02T12:00:00Z'),
    );
    // Paid Monday 2026-11-02, DE and WY: 1 + 2 + 1 + 10 = 14 business days -> Friday 2026-11-20.
    expect(progress).toMatchObject({ holder: { kind: 'team' }, estimate: { date: '2026-11-20' } });
  });

  it('has no estimate once filed with the rest of its package still to deliver', () => {
    const progress = orderProgress(
      facts({ stage: 'COMPLETE', stillToDeliver: 'Still to deliver: EIN application' }),
      new Date('2026-11-23T12:00:00Z'),
    );
    expect(progress).toEqual({
      holder: { kind: 'team', client: 'Still to deliver: EIN application', staff: 'Still to deliver: EIN application' },
      estimate: null,
    });
  });

  it('has no estimate once complete or canceled', () => {
    expect(orderProgress(facts({ status: 'COMPLETE', stage: 'COMPLETE' }), new Date()).estimate).toBeNull();
    expect(orderProgress(facts({ status: 'CANCELED' }), new Date()).estimate).toBeNull();
  });
});
