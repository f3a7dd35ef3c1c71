// The signing step's pure rules: which templates the client signs, the reminder schedule, the typed name, and the
// pipeline's "waiting on client" state between confirmed documents and filing.
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  ESIGN_CONSENT_TEXT,
  needsSignature,
  signatureReminders,
  signerNameMatches,
  signerNameProblem,
} from '../../domain/e-signature';
import { plannedDocuments } from '../../domain/order-documents';
import {
  allowedStaffActions,
  applyAction,
  initialPipelineState,
  type PipelineAction,
  type PipelineState,
  refusalFor,
  type SignDocument,
  unsignedDocuments,
} from '../../domain/pipeline';

const step = (state: PipelineState, action: PipelineAction) => {
  expect(refusalFor(state, action)).toBeNull();
  return applyAction(state, action, 'id');
};

/** A corporation in DE and an LLC in WY, both with registered-agent service, confirmed and waiting on signatures. */
function waitingOnClient(signaturesRequired = true) {
  const documents = plannedDocuments({
    packages: ['PREMIUM'],
    services: [],
    states: ['DE', 'WY'],
    entities: [
      { stateCode: 'DE', entityType: 'CORP' },
      { stateCode: 'WY', entityType: 'TRUST' },
    ],
  });
  let state = initialPipelineState('o1', ['DE', 'WY'], documents, { signaturesRequired });
  state = { ...step(state, { action: 'approve' }).state, generating: false };
  const confirmed = step(state, { action: 'confirmDocuments' });
  return confirmed;
}

const sign = (key: string, version = 1): SignDocument => ({
  action: 'signDocument',
  documentKey: key,
  version,
  method: 'electronic',
});

describe('documents the client signs', () => {
  it('are the articles or certificate, the operating agreement and the registered agent consent', () => {
    expect(
      ['articles_organization', 'articles_incorporation', 'operating_agreement', 'registered_agent_consent'].every(
        needsSignature,
      ),
    ).toBe(true);
    expect(['trust_agreement', 'valuation_memo', 'debt_instrument', 'compliance_report'].some(needsSignature)).toBe(
      false,
    );
  });

  it('are asked with the ESIGN Act and UETA consent', () => {
    expect(ESIGN_CONSENT_TEXT).toContain('Electronic Signatures in Global and National Commerce Act');
    expect(ESIGN_CONSENT_TEXT).toContain('Uniform Electronic Transactions Act');
  });

  it('remind the client after 1, 3 and 7 days and staff after 10, in the unit given', () => {
    expect(signatureReminders()).toEqual([
      { kind: 'client', reminder: 1, afterMs: DAY_MS },
      { kind: 'client', reminder: 2, afterMs: 3 * DAY_MS },
      { kind: 'client', reminder: 3, afterMs: 7 * DAY_MS },
      { kind: 'staff', afterMs: 10 * DAY_MS },
    ]);
    expect(signatureReminders(100).map((r) => r.afterMs)).toEqual([100, 300, 700, 1000]);
  });

  it('need a typed full name', () => {
    expect(signerNameProblem("Zoë O'Neil-Brown")).toBeNull();
    expect(signerNameProblem(' A ')).toMatch(/full name/);
    expect(signerNameProblem('<script>')).toMatch(/letters/);
    expect(signerNameProblem('x'.repeat(121))).toMatch(/too long/);
    // Marks count only on a letter: two combining accents alone, or one letter with accents, are no name.
    expect(signerNameProblem('\u0301\u0300')).not.toBeNull();
    expect(signerNameProblem('e\u0301\u0300')).toMatch(/full name/);
    expect(signerNameProblem('- \u0301')).not.toBeNull();
    expect(signerNameProblem('.. --')).toMatch(/full name/);
    expect(signerNameProblem('Jose\u0301 Nu\u0303ez')).toBeNull();
    expect(signerNameProblem('李 小龙')).toBeNull();
    expect(signerNameProblem('Elon Musk')).toBeNull();
  });

  it('say whether the typed name is the order contact, whatever the case, accents and punctuation', () => {
    const casey = { firstName: 'Casey', lastName: "O'Client" };
    expect(signerNameMatches('casey o client', casey)).toBe(true);
    expect(signerNameMatches('Casey M. O’Client', casey)).toBe(true);
    expect(signerNameMatches('Elon Musk', casey)).toBe(false);
    expect(signerNameMatches('Casey', casey)).toBe(false);
    expect(signerNameMatches('Zoë Brown', { firstName: 'Zoe', lastName: 'Brown' })).toBe(true);
    expect(signerNameMatches('Anyone', { firstName: '', lastName: '' })).toBe(false);
  });
});

describe('the pipeline waiting on the client', () => {
  it('confirming documents asks for the signatures instead of filing', () => {
    const { state, effects } = waitingOnClient();
    expect(state.stage).toBe('DOCUMENTS');
    expect(state.signing).toBe(true);
    expect(effects).toEqual([
      {
        kind: 'requestSignatures',
        round: 1,
        documents: [
          { key: 'DE:articles_incorporation', stateCode: 'DE', template: 'articles_incorporation', version: 1 },
          { key: 'DE:registered_agent_consent', stateCode: 'DE', template: 'registered_agent_consent', version: 1 },
          { key: 'WY:registered_agent_consent', stateCode: 'WY', template: 'registered_agent_consent', version: 1 },
        ],
      },
    ]);
    expect(allowedStaffActions(state)).toEqual(['regenerateDocument', 'cancel']);
    expect(
      refusalFor(state, { action: 'recordFiling', stateCode: 'DE', confirmationNumber: '1', filedAt: '' }),
    ).toMatch(/only possible in State Filing/);
  });

  it('without signatures (runs from before e-signature) goes straight to filing', () => {
    const { state, effects } = waitingOnClient(false);
    expect(state.stage).toBe('FILING');
    expect(effects).toEqual([{ kind: 'openFilings', states: ['DE', 'WY'] }]);
  });

  it('accepts each signature once, at the current version, and files after the last', () => {
    let { state } = waitingOnClient();
    expect(refusalFor(state, sign('WY:trust_agreement'))).toMatch(/does not need a signature/);
    expect(refusalFor(state, sign('DE:articles_incorporation', 2))).toMatch(/superseded/);
    expect(refusalFor(state, sign('CA:articles_incorporation'))).toMatch(/no document/);
    state = step(state, sign('DE:articles_incorporation')).state;
    expect(refusalFor(state, sign('DE:articles_incorporation'))).toMatch(/already signed/);
    state = step(state, { ...sign('DE:registered_agent_consent'), method: 'wetInk' }).state;
    expect(unsignedDocuments(state).map((d) => d.key)).toEqual(['WY:registered_agent_consent']);
    const last = step(state, sign('WY:registered_agent_consent'));
    expect(last.state.stage).toBe('FILING');
    expect(last.state.signing).toBe(false);
    expect(last.entry).toEqual({
      stage: 'FILING',
      action: 'signDocument',
      note: 'WY:registered_agent_consent v1 (electronic)',
    });
    expect(last.effects).toEqual([{ kind: 'openFilings', states: ['DE', 'WY'] }]);
    expect(refusalFor(last.state, sign('WY:registered_agent_consent'))).toMatch(/not waiting for signatures/);
  });

  it('regenerating a signed document voids its signature and asks again after the next confirm', () => {
    let { state } = waitingOnClient();
    state = step(state, sign('DE:articles_incorporation')).state;
    const regenerated = step(state, { action: 'regenerateDocument', documentKey: 'DE:articles_incorporation' });
    expect(regenerated.effects).toContainEqual({ kind: 'voidSignatures', keys: ['DE:articles_incorporation'] });
    expect(regenerated.state.signing).toBe(false);
    state = { ...regenerated.state, generating: false };
    const again = step(state, { action: 'confirmDocuments' });
    expect(again.state.signingRound).toBe(2);
    expect(again.effects[0]).toMatchObject({
      kind: 'requestSignatures',
      documents: [
        { key: 'DE:articles_incorporation', version: 2 },
        { key: 'DE:registered_agent_consent', version: 1 },
        { key: 'WY:registered_agent_consent', version: 1 },
      ],
    });
  });

  it('a canceled order refuses signatures', () => {
    const { state } = waitingOnClient();
    const canceled = step(state, { action: 'cancel', reason: 'client asked' }).state;
    expect(refusalFor(canceled, sign('DE:articles_incorporation'))).toMatch(/canceled/);
  });
});
