import { describe, expect, it } from 'vitest';
import { plannedDocuments } from '../../domain/order-documents';
import { allowedStaffActions, applyAction, initialPipelineState, priorityFor } from '../../domain/pipeline';

describe('priority from the order value in cents', () => {
  it('is high over 300000, medium over 100000, otherwise standard (boundaries included)', () => {
    expect([300_001, 300_000, 100_001, 100_000, 0].map(priorityFor)).toEqual([
      'high',
      'medium',
      'medium',
      'standard',
      'standard',
    ]);
  });
});

describe('formation documents of an order', () => {
  it('fit each state entity and add the registered-agent consent when the order has that service', () => {
    const documents = plannedDocuments({
      packages: [],
      services: ['CORP_FORM'],
      states: ['DE', 'WY'],
      entities: [
        { stateCode: 'DE', entityType: 'CORP' },
        { stateCode: 'WY', entityType: 'TRUST' },
      ],
    });
    expect(documents.map((d) => d.key)).toEqual([
      'DE:articles_incorporation',
      'DE:registered_agent_consent',
      'WY:trust_agreement',
      'WY:registered_agent_consent',
    ]);
    const noAgent = plannedDocuments({ packages: [], services: ['VALUATION_MEMO'], states: ['NV'], entities: [] });
    expect(noAgent.map((d) => d.key)).toEqual(['NV:articles_organization', 'NV:operating_agreement']);
  });
});

describe('actions offered per stage', () => {
  it('offers only what the stage allows', () => {
    const documents = plannedDocuments({ packages: ['PREMIUM'], services: [], states: ['DE'], entities: [] });
    const review = initialPipelineState('o', ['DE'], documents);
    expect(allowedStaffActions(review)).toEqual(['approve', 'requestChanges', 'cancel']);
    const generating = applyAction(review, { action: 'approve' }, 'id').state;
    expect(allowedStaffActions(generating)).toEqual(['cancel']);
    const ready = { ...generating, generating: false };
    expect(allowedStaffActions(ready)).toEqual(['confirmDocuments', 'regenerateDocument', 'cancel']);
    const filing = applyAction(ready, { action: 'confirmDocuments' }, 'id').state;
    expect(allowedStaffActions(filing)).toEqual(['recordFiling', 'rejectFiling', 'cancel']);
    const complete = applyAction(
      filing,
      { action: 'recordFiling', stateCode: 'DE', confirmationNumber: 'C1', filedAt: '2026-11-20' },
      'id',
    ).state;
    expect(complete.stage).toBe('COMPLETE');
    expect(allowedStaffActions(complete)).toEqual([]);
  });
});
