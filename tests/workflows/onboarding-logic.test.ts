// The onboarding workflow's logic with the Temporal workflow API replaced by an in-memory stand-in on a
// fake clock (tests/workflows/sandbox-mock.ts): every path of the pipeline and every refused action.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { plannedDocuments } from '../../domain/order-documents';
import { planSteps } from '../../domain/order-kind-stages';
import { allowedStaffActions, type DocumentState, type PipelineState, type StaffAction } from '../../domain/pipeline';
import { sandbox } from './sandbox-mock';

vi.mock('@temporalio/workflow', async () => {
  const mock = await import('./sandbox-mock');
  return mock.workflowModule(mock.sandbox);
});

const { onboardingWorkflow } = await import('../../workflows/index');

const orderId = 'order-1';
const staff = { id: 'staff-1', email: 'staff@test.example' };
const client = { id: 'client-1', email: 'client@test.example' };
const HOUR = 3_600_000;

interface Setup {
  states?: string[];
  paid?: boolean;
  /** Hold document generation until released. */
  holdDocuments?: boolean;
}
let releaseDocuments: () => void = () => {};

function setup({ states = ['DE'], paid = true, holdDocuments = false }: Setup = {}) {
  sandbox.reset();
  const documents: DocumentState[] = plannedDocuments({
    packages: ['PREMIUM'],
    services: [],
    states,
    entities: states.map((stateCode) => ({ stateCode, entityType: 'LLC' })),
  });
  let held = Promise.resolve();
  if (holdDocuments) held = new Promise<void>((resolve) => (releaseDocuments = resolve));
  Object.assign(sandbox.activities, {
    loadOrderPlan: async () => ({ states, documents }),
    recordTransition: async () => {},
    openChangeRequest: async () => {},
    answerChangeRequest: async () => {},
    generateOrderDocument: async (input: DocumentState) => {
      await held;
      return { assetId: `asset-${input.key}`, version: input.version };
    },
    generateOrderDocuments: async (input: { documents: DocumentState[] }) => {
      await held;
      return input.documents.map((d) => ({ assetId: `asset-${d.key}`, version: d.version }));
    },
    openFilings: async () => {},
    recordFiling: async () => {},
    remindStaff: async () => {},
    cancelOrder: async () => {},
    refundPayment: async () => ({ refundId: paid ? 're_test_1' : null }),
    completeOrder: async () => {},
    requestSignatures: async () => {},
    voidSignatures: async () => {},
    remindClientToSign: async () => {},
    tellStaffSignaturesOverdue: async () => {},
    signSimulated: async () => {},
  });
  return { documents };
}

const act = (action: StaffAction) => sandbox.update('staffAction', { action, actor: staff }) as Promise<PipelineState>;
const pipeline = () => sandbox.query('pipeline') as PipelineState;
const recorded = () => sandbox.callsOf('recordTransition').map(([input]) => input as { stage: string; action: string });
const filed = (stateCode: string): StaffAction => ({
  action: 'recordFiling',
  stateCode,
  confirmationNumber: `${stateCode}-0001`,
  filedAt: '2026-11-20',
});

async function start(options: Setup = {}) {
  const context = setup(options);
  const run = onboardingWorkflow({ orderId });
  await sandbox.settle();
  return { run, ...context };
}

/** Approves and confirms the generated documents: the order is in State Filing. */
async function toFiling() {
  await act({ action: 'approve' });
  await sandbox.settle();
  await act({ action: 'confirmDocuments' });
  await sandbox.settle();
}

beforeEach(() => sandbox.reset());
vi.setConfig({ testTimeout: 5000 });

/** A run whose order plan is still loading; answers the function that lets it load. */
async function startLoading() {
  const { documents } = setup();
  let loaded: () => void = () => {};
  const loading = new Promise<void>((resolve) => (loaded = resolve));
  sandbox.activities.loadOrderPlan = async () => {
    await loading;
    return { states: ['DE'], documents };
  };
  onboardingWorkflow({ orderId });
  await sandbox.settle();
  return loaded;
}

describe('onboarding workflow: the main path', () => {
  it('takes in an action that arrives while the order is still loading: its handlers exist before the first await', async () => {
    const loaded = await startLoading();
    expect(() => pipeline()).toThrow('The order is still starting, try again in a moment.');
    const approved = act({ action: 'approve' });
    await sandbox.settle();
    loaded();
    await sandbox.settle();
    expect((await approved).stage).toBe('DOCUMENTS');
    expect(
      recorded()
        .map((r) => r.action)
        .slice(0, 2),
    ).toEqual(['paid', 'approve']);
  });

  it('refuses on acceptance an action taken in while loading that does not fit the loaded order', async () => {
    const loaded = await startLoading();
    const confirm = act({ action: 'confirmDocuments' });
    confirm.catch(() => {});
    loaded();
    await sandbox.settle();
    await expect(confirm).rejects.toThrow();
    expect(recorded().map((r) => r.action)).toEqual(['paid']);
  });

  it('approve -> documents -> confirm -> one filing per state -> complete, with the database in step', async () => {
    const { run, documents } = await start({ states: ['DE', 'WY', 'NV'] });
    expect(pipeline().stage).toBe('PENDING_REVIEW');
    expect(recorded()[0]).toMatchObject({ stage: 'PENDING_REVIEW', action: 'paid' });

    const afterApprove = await act({ action: 'approve' });
    expect(afterApprove.stage).toBe('DOCUMENTS');
    await sandbox.settle();
    expect(sandbox.callsOf('generateOrderDocument').map(([d]) => (d as DocumentState).key)).toEqual(
      documents.map((d) => d.key),
    );
    expect(pipeline().generating).toBe(false);
    expect(recorded().map((r) => r.action)).toContain('documentsReady');

    await act({ action: 'confirmDocuments' });
    expect(sandbox.callsOf('openFilings')).toEqual([[{ orderId, states: ['DE', 'WY', 'NV'] }]]);
    expect(pipeline().stage).toBe('FILING');

    await act(filed('DE'));
    await act(filed('WY'));
    expect(pipeline().stage).toBe('FILING');
    const last = await act(filed('NV'));
    expect(last.stage).toBe('COMPLETE');
    await sandbox.settle();
    await expect(run).resolves.toEqual({ orderId, stage: 'COMPLETE', canceled: false });
    expect(sandbox.callsOf('completeOrder')).toHaveLength(1);
    expect(pipeline().filings.map((f) => f.status)).toEqual(['FILED', 'FILED', 'FILED']);
    expect(pipeline().history.map((h) => h.action)).toEqual([
      'paid',
      'approve',
      'documentsReady',
      'confirmDocuments',
      'recordFiling',
      'recordFiling',
      'recordFiling',
    ]);
    expect(recorded().at(-1)).toMatchObject({ stage: 'COMPLETE', action: 'recordFiling' });
    expect(sandbox.callsOf('refundPayment')).toHaveLength(0);
  });

  it('request changes, the client answers, the order is back in review and can be approved', async () => {
    const { run } = await start();
    await act({ action: 'requestChanges', message: 'Please confirm the business name' });
    expect(sandbox.callsOf('openChangeRequest')[0][0]).toMatchObject({ message: 'Please confirm the business name' });
    expect(pipeline().changeRequest).toMatchObject({ message: 'Please confirm the business name' });
    await expect(act({ action: 'approve' })).rejects.toThrow("wait for the client's answer");

    const answered = (await sandbox.update('clientResponse', {
      message: 'Name is Engines LLC',
      actor: client,
    })) as PipelineState;
    expect(answered.changeRequest).toBeNull();
    expect(answered.stage).toBe('PENDING_REVIEW');
    expect(sandbox.callsOf('answerChangeRequest')[0][0]).toMatchObject({ message: 'Name is Engines LLC' });
    expect(pipeline().history.at(-1)).toMatchObject({ action: 'clientResponse', actorEmail: client.email });

    await act({ action: 'approve' });
    expect(pipeline().stage).toBe('DOCUMENTS');
    await act({ action: 'cancel', reason: 'test over' });
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ canceled: true });
  });
});

describe('onboarding workflow: the review reminder', () => {
  it('reminds staff after 24 hours without a decision, again every day, and stops once approved', async () => {
    await start();
    await sandbox.advance(23 * HOUR);
    expect(sandbox.callsOf('remindStaff')).toHaveLength(0);
    await sandbox.advance(1 * HOUR);
    expect(sandbox.callsOf('remindStaff')).toEqual([[{ orderId, reminder: 1 }]]);
    await sandbox.advance(24 * HOUR);
    expect(sandbox.callsOf('remindStaff')).toEqual([[{ orderId, reminder: 1 }], [{ orderId, reminder: 2 }]]);
    expect(pipeline().stage).toBe('PENDING_REVIEW');

    await act({ action: 'approve' });
    await sandbox.advance(72 * HOUR);
    expect(sandbox.callsOf('remindStaff')).toHaveLength(2);
  });

  it('does not remind staff while the client has a change request to answer', async () => {
    await start();
    await act({ action: 'requestChanges', message: 'Need an address' });
    await sandbox.advance(48 * HOUR);
    expect(sandbox.callsOf('remindStaff')).toHaveLength(0);
    await sandbox.update('clientResponse', { message: 'Here it is', actor: client });
    await sandbox.advance(24 * HOUR);
    expect(sandbox.callsOf('remindStaff')).toHaveLength(1);
  });
});

describe('onboarding workflow: documents and filings', () => {
  it('regenerates one document at its next version; confirm waits until it is ready', async () => {
    await start({ holdDocuments: true });
    await act({ action: 'approve' });
    await expect(act({ action: 'confirmDocuments' })).rejects.toThrow('still being generated');
    releaseDocuments();
    await sandbox.settle();
    const key = 'DE:operating_agreement';
    await act({ action: 'regenerateDocument', documentKey: key, note: 'typo in the address' });
    await sandbox.settle();
    const regenerated = sandbox.callsOf('generateOrderDocument').map(([d]) => d as DocumentState);
    expect(regenerated.at(-1)).toMatchObject({ key, version: 2 });
    expect(pipeline().documents.find((d) => d.key === key)?.version).toBe(2);
    await act({ action: 'confirmDocuments' });
    expect(pipeline().stage).toBe('FILING');
  });

  it('a rejected state goes back to documents alone; the filed state stays filed; then the order completes', async () => {
    const { run } = await start({ states: ['DE', 'WY'] });
    await toFiling();
    await act(filed('DE'));
    const rejected = await act({ action: 'rejectFiling', stateCode: 'WY', reason: 'Name not available' });
    expect(rejected.stage).toBe('DOCUMENTS');
    expect(sandbox.callsOf('recordFiling').at(-1)![0]).toMatchObject({
      filing: { stateCode: 'WY', status: 'REJECTED', rejectionReason: 'Name not available' },
    });
    await sandbox.settle();
    const secondBatch = sandbox
      .callsOf('generateOrderDocument')
      .slice(-2)
      .map(([d]) => d as DocumentState);
    expect(secondBatch.map((d) => [d.stateCode, d.version])).toEqual([
      ['WY', 2],
      ['WY', 2],
    ]);
    await act({ action: 'confirmDocuments' });
    expect(sandbox.callsOf('openFilings').at(-1)).toEqual([{ orderId, states: ['WY'] }]);
    expect(pipeline().filings).toMatchObject([
      { stateCode: 'DE', status: 'FILED' },
      { stateCode: 'WY', status: 'PENDING', rejectionReason: null },
    ]);
    await expect(act(filed('DE'))).rejects.toThrow('DE is already filed');
    await act(filed('WY'));
    await sandbox.settle();
    await expect(run).resolves.toEqual({ orderId, stage: 'COMPLETE', canceled: false });
  });
});

describe('onboarding workflow: documents in one activity (runs started with the batch)', () => {
  /** A new run: the batch patch applies. */
  async function startBatch(options: Setup = {}) {
    const context = setup(options);
    sandbox.patches.add('documents-in-one-activity');
    const run = onboardingWorkflow({ orderId });
    await sandbox.settle();
    return { run, ...context };
  }
  const batches = () =>
    sandbox.callsOf('generateOrderDocuments').map(([input]) => input as { documents: DocumentState[] });

  it('approve generates every document in one activity, a regeneration only its document', async () => {
    const { documents } = await startBatch({ states: ['DE', 'WY'], holdDocuments: true });
    await act({ action: 'approve' });
    await sandbox.settle();
    expect(batches().map((b) => b.documents.map((d) => d.key))).toEqual([documents.map((d) => d.key)]);
    expect(sandbox.callsOf('generateOrderDocument')).toHaveLength(0);
    await expect(act({ action: 'confirmDocuments' })).rejects.toThrow('still being generated');
    releaseDocuments();
    await sandbox.settle();
    const key = 'DE:operating_agreement';
    await act({ action: 'regenerateDocument', documentKey: key, note: 'typo in the address' });
    await sandbox.settle();
    expect(batches().at(-1)!.documents).toEqual([expect.objectContaining({ key, version: 2 })]);
    expect(recorded().filter((r) => r.action === 'documentsReady')).toHaveLength(2);
    await act({ action: 'confirmDocuments' });
    expect(pipeline().stage).toBe('FILING');
  });

  it('a cancel stops the batch: the run ends without waiting for it and records no documentsReady', async () => {
    const { run } = await startBatch({ holdDocuments: true });
    await act({ action: 'approve' });
    await act({ action: 'cancel', reason: 'duplicate order' });
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ canceled: true, stage: 'DOCUMENTS' });
    releaseDocuments();
    await sandbox.settle();
    expect(batches()).toHaveLength(1);
    expect(recorded().some((r) => r.action === 'documentsReady')).toBe(false);
  });
});

describe('onboarding workflow: cancel', () => {
  const stages = {
    review: async () => {},
    documents: async () => {
      await act({ action: 'approve' });
      await sandbox.settle();
    },
    filing: toFiling,
  };
  for (const [stageName, reach] of Object.entries(stages)) {
    for (const paid of [true, false]) {
      it(`cancels in ${stageName} ${paid ? 'with a refund of the payment' : 'without payment, so no refund'}`, async () => {
        const { run } = await start({ paid });
        await reach();
        const stage = pipeline().stage;
        await act({ action: 'cancel', reason: 'client changed plans' });
        await sandbox.settle();
        await expect(run).resolves.toEqual({ orderId, stage, canceled: true });
        expect(sandbox.callsOf('cancelOrder')).toEqual([[{ orderId, reason: 'client changed plans', actor: staff }]]);
        expect(sandbox.callsOf('refundPayment')).toEqual([[{ orderId }]]);
        expect(recorded().some((r) => r.action === 'refunded')).toBe(paid);
      });
    }
  }

  it('cancels while documents are still being generated, without waiting for them', async () => {
    const { run } = await start({ holdDocuments: true });
    await act({ action: 'approve' });
    await act({ action: 'cancel', reason: 'duplicate order' });
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ canceled: true, stage: 'DOCUMENTS' });
    releaseDocuments();
    await sandbox.settle();
    expect(recorded().some((r) => r.action === 'documentsReady')).toBe(false);
  });

  it('records a refund that cannot be made instead of failing the run', async () => {
    const { run } = await start();
    sandbox.activities.refundPayment = async () => {
      throw new Error('Stripe is not configured');
    };
    await act({ action: 'cancel', reason: 'no longer needed' });
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ canceled: true });
    expect(recorded().at(-1)).toMatchObject({ action: 'refundFailed' });
  });
});

describe('onboarding workflow: refused actions', () => {
  const refusals: [string, () => Promise<unknown>, StaffAction, string][] = [
    [
      'confirming documents in review',
      async () => {},
      { action: 'confirmDocuments' },
      'only possible in Document Preparation',
    ],
    [
      'regenerating in review',
      async () => {},
      { action: 'regenerateDocument', documentKey: 'DE:operating_agreement' },
      'only possible in Document Preparation',
    ],
    ['filing in review', async () => {}, filed('DE'), 'only possible in State Filing'],
    [
      'rejecting in review',
      async () => {},
      { action: 'rejectFiling', stateCode: 'DE', reason: 'x' },
      'only possible in State Filing',
    ],
    ['approving twice', () => act({ action: 'approve' }), { action: 'approve' }, 'only possible in Pending Review'],
    [
      'requesting changes in documents',
      () => act({ action: 'approve' }),
      { action: 'requestChanges', message: 'x' },
      'only possible in Pending Review',
    ],
    [
      'regenerating an unknown document',
      async () => {
        await act({ action: 'approve' });
        await sandbox.settle();
      },
      { action: 'regenerateDocument', documentKey: 'XX:nothing' },
      'no document XX:nothing',
    ],
    [
      'filing a state twice',
      async () => {
        await toFiling();
        await act(filed('DE'));
        await act(filed('WY'));
      },
      filed('DE'),
      'DE is already filed',
    ],
    ['filing a state not in the order', toFiling, filed('CA'), 'no filing in CA'],
    [
      'anything after cancel',
      () => act({ action: 'cancel', reason: 'x' }),
      { action: 'approve' },
      'The order is canceled',
    ],
    [
      'cancel after cancel',
      () => act({ action: 'cancel', reason: 'x' }),
      { action: 'cancel', reason: 'again' },
      'The order is canceled',
    ],
  ];
  for (const [name, reach, action, message] of refusals) {
    it(`refuses ${name} in the validator, before it enters history`, async () => {
      await start({ states: ['DE', 'WY', 'NV'] });
      await reach();
      await sandbox.settle();
      const before = pipeline();
      const historyLength = sandbox.callsOf('recordTransition').length;
      await expect(act(action)).rejects.toThrow(message);
      expect(pipeline()).toEqual(before);
      expect(sandbox.callsOf('recordTransition')).toHaveLength(historyLength);
    });
  }

  it('refuses a client answer when no change request is open, and anything once complete', async () => {
    const { run } = await start();
    await expect(sandbox.update('clientResponse', { message: 'hello', actor: client })).rejects.toThrow(
      'no open change request',
    );
    await toFiling();
    await act(filed('DE'));
    await sandbox.settle();
    await run;
    await expect(act({ action: 'cancel', reason: 'too late' })).rejects.toThrow('already complete');
  });
});

describe('onboarding workflow: waiting on the client signatures', () => {
  const DAY = 1000;
  /** A new run (the e-signature patch applies) with a reminder "day" of one second of the fake clock. */
  async function startSigning(states = ['DE']) {
    const context = setup({ states });
    sandbox.patches.add('e-signature');
    const documents = context.documents;
    sandbox.activities.loadOrderPlan = async () => ({ states, documents, signatureReminderDayMs: DAY });
    const run = onboardingWorkflow({ orderId });
    await sandbox.settle();
    await act({ action: 'approve' });
    await sandbox.settle();
    await act({ action: 'confirmDocuments' });
    await sandbox.settle();
    return { run, documents };
  }
  const sign = (documentKey: string, version = 1, method: 'electronic' | 'wetInk' = 'electronic') =>
    sandbox.update('signature', { documentKey, version, method, actor: client }) as Promise<PipelineState>;

  it('waits in Document Preparation for every signature, then opens the filings', async () => {
    const { run } = await startSigning();
    expect(pipeline()).toMatchObject({ stage: 'DOCUMENTS', signing: true, signingRound: 1 });
    expect(sandbox.callsOf('requestSignatures')[0][0]).toMatchObject({
      orderId,
      round: 1,
      documents: [
        { key: 'DE:articles_organization' },
        { key: 'DE:operating_agreement' },
        { key: 'DE:registered_agent_consent' },
      ],
    });
    expect(sandbox.callsOf('openFilings')).toHaveLength(0);
    await expect(act(filed('DE'))).rejects.toThrow('only possible in State Filing');
    await expect(sign('DE:articles_organization', 2)).rejects.toThrow('superseded');
    await sign('DE:articles_organization');
    await expect(sign('DE:articles_organization')).rejects.toThrow('already signed');
    await sign('DE:operating_agreement');
    const last = await sign('DE:registered_agent_consent', 1, 'wetInk');
    expect(last.stage).toBe('FILING');
    expect(sandbox.callsOf('openFilings')).toEqual([[{ orderId, states: ['DE'] }]]);
    expect(recorded().at(-1)).toMatchObject({ stage: 'FILING', action: 'signDocument' });
    await act(filed('DE'));
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ stage: 'COMPLETE' });
  });

  it('reminds the client after 1, 3 and 7 days and staff after 10, and stops once signed', async () => {
    await startSigning();
    await sandbox.advance(DAY);
    expect(sandbox.callsOf('remindClientToSign')).toEqual([[{ orderId, round: 1, reminder: 1 }]]);
    await sandbox.advance(2 * DAY);
    await sandbox.advance(4 * DAY);
    expect(sandbox.callsOf('remindClientToSign').map(([r]) => (r as { reminder: number }).reminder)).toEqual([1, 2, 3]);
    expect(sandbox.callsOf('tellStaffSignaturesOverdue')).toHaveLength(0);
    await sandbox.advance(3 * DAY);
    expect(sandbox.callsOf('tellStaffSignaturesOverdue')).toEqual([[{ orderId, round: 1 }]]);

    // A second order signed on day 2: no reminder after that.
    sandbox.reset();
    await startSigning();
    await sandbox.advance(DAY);
    for (const key of ['DE:articles_organization', 'DE:operating_agreement', 'DE:registered_agent_consent'])
      await sign(key);
    await sandbox.advance(20 * DAY);
    expect(sandbox.callsOf('remindClientToSign')).toHaveLength(1);
    expect(sandbox.callsOf('tellStaffSignaturesOverdue')).toHaveLength(0);
  });

  it('regenerating a signed document voids its signature; confirming again asks for it again', async () => {
    await startSigning();
    await sign('DE:operating_agreement');
    await act({ action: 'regenerateDocument', documentKey: 'DE:operating_agreement' });
    await sandbox.settle();
    expect(sandbox.callsOf('voidSignatures')).toEqual([[{ orderId, keys: ['DE:operating_agreement'] }]]);
    expect(pipeline().signing).toBe(false);
    await expect(sign('DE:articles_organization')).rejects.toThrow('not waiting for signatures');
    await act({ action: 'confirmDocuments' });
    await sandbox.settle();
    expect(sandbox.callsOf('requestSignatures')[1][0]).toMatchObject({
      round: 2,
      documents: [
        { key: 'DE:articles_organization', version: 1 },
        { key: 'DE:operating_agreement', version: 2 },
        { key: 'DE:registered_agent_consent', version: 1 },
      ],
    });
    // The first round's reminders were stopped: only the second round's come.
    await sandbox.advance(DAY);
    expect(sandbox.callsOf('remindClientToSign')).toEqual([[{ orderId, round: 2, reminder: 1 }]]);
  });

  it('a canceled order waiting on signatures ends without further reminders', async () => {
    const { run } = await startSigning();
    await act({ action: 'cancel', reason: 'client changed plans' });
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ canceled: true });
    await expect(sign('DE:articles_organization')).rejects.toThrow('canceled');
    await sandbox.advance(20 * DAY);
    expect(sandbox.callsOf('remindClientToSign')).toHaveLength(0);
  });

  it('a run from before e-signature (no patch) still files right after confirm', async () => {
    await start();
    await toFiling();
    expect(pipeline()).toMatchObject({ stage: 'FILING', signaturesRequired: false });
    expect(sandbox.callsOf('requestSignatures')).toHaveLength(0);
  });
});

describe("onboarding workflow: the stages of the kind's plan", () => {
  /** A new run (every patch applies) of an entity order of the kind, with its plan's steps and documents. */
  async function startKind(kind: 'EIN' | 'GOOD_STANDING', details: object = {}) {
    setup();
    for (const patch of ['e-signature', 'staff-action-answers-on-acceptance', 'order-kind-stages'])
      sandbox.patches.add(patch);
    const documents = plannedDocuments({ kind, details, packages: [], services: [], states: ['WY'], entities: [] });
    sandbox.activities.loadOrderPlan = async () => ({ states: ['WY'], documents, steps: planSteps(kind) });
    const run = onboardingWorkflow({ orderId });
    await sandbox.settle();
    await act({ action: 'approve' });
    await sandbox.settle();
    await act({ action: 'confirmDocuments' });
    await sandbox.settle();
    return { run };
  }
  const sign = (documentKey: string) =>
    sandbox.update('signature', {
      documentKey,
      version: 1,
      method: 'electronic',
      actor: client,
    }) as Promise<PipelineState>;
  const submitted: StaffAction = { action: 'recordSubmission', stateCode: 'WY', submittedAt: '2026-11-27' };
  const ein: StaffAction = {
    action: 'recordFiling',
    stateCode: 'WY',
    confirmationNumber: '12-3456789',
    filedAt: '2026-11-27',
  };

  it('an EIN is signed, submitted to the IRS, then completed by the EIN assigned, each step recorded', async () => {
    const { run } = await startKind('EIN', { responsiblePartyName: 'Casey Client', responsiblePartyHasSsn: false });
    expect(pipeline()).toMatchObject({ stage: 'DOCUMENTS', signing: true, submissionRequired: true });
    await sign('WY:ss4');
    await sign('WY:form_8821');
    await sandbox.settle();
    expect(pipeline().stage).toBe('FILING');
    expect(allowedStaffActions(pipeline())).toEqual(['recordSubmission', 'cancel']);
    await expect(act(ein)).rejects.toThrow('Record the submission of WY first');
    await act(submitted);
    await sandbox.settle();
    await expect(act(submitted)).rejects.toThrow('already recorded as submitted');
    expect(allowedStaffActions(pipeline())).toEqual(['recordFiling', 'rejectFiling', 'cancel']);
    await act(ein);
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ stage: 'COMPLETE' });
    expect(recorded().map((r) => r.action)).toEqual([
      'paid',
      'approve',
      'documentsReady',
      'confirmDocuments',
      'signDocument',
      'signDocument',
      'recordSubmission',
      'recordFiling',
    ]);
    expect(sandbox.callsOf('completeOrder')).toHaveLength(1);
  });

  it('an EIN returned by the IRS is prepared, signed and submitted again before its EIN is taken', async () => {
    await startKind('EIN', { responsiblePartyName: 'Casey Client', responsiblePartyHasSsn: true });
    await sign('WY:ss4');
    await act(submitted);
    await sandbox.settle();
    await act({ action: 'rejectFiling', stateCode: 'WY', reason: 'Name does not match' });
    await sandbox.settle();
    await act({ action: 'confirmDocuments' });
    await sandbox.settle();
    await sandbox.update('signature', { documentKey: 'WY:ss4', version: 2, method: 'electronic', actor: client });
    await sandbox.settle();
    expect(pipeline()).toMatchObject({ stage: 'FILING', submitted: [] });
    await expect(act(ein)).rejects.toThrow('Record the submission of WY first');
  });

  it('a good standing has no signature step: confirmed documents go straight to filing', async () => {
    const { run } = await startKind('GOOD_STANDING', { purpose: 'Bank account' });
    expect(pipeline()).toMatchObject({ stage: 'FILING', signaturesRequired: false, submissionRequired: false });
    expect(sandbox.callsOf('requestSignatures')).toHaveLength(0);
    await act({ action: 'recordFiling', stateCode: 'WY', confirmationNumber: 'GS-1', filedAt: '2026-11-27' });
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ stage: 'COMPLETE' });
  });

  it('a run started before plans named their stages (no patch) runs every stage, whatever its plan says', async () => {
    setup();
    sandbox.patches.add('e-signature');
    const documents = plannedDocuments({
      kind: 'EIN',
      details: { responsiblePartyHasSsn: true },
      packages: [],
      services: [],
      states: ['WY'],
      entities: [],
    });
    sandbox.activities.loadOrderPlan = async () => ({ states: ['WY'], documents, steps: planSteps('EIN') });
    onboardingWorkflow({ orderId });
    await sandbox.settle();
    expect(pipeline()).toMatchObject({ signaturesRequired: true, submissionRequired: false });
  });
});

describe('onboarding workflow: a test-mode order advances on its own', () => {
  /** A new run (signatures required) whose plan says the order was placed with a partner's test key. */
  async function startSimulated(options: Setup & { simulated?: boolean } = {}) {
    const { states = ['DE', 'WY'], simulated = true } = options;
    const context = setup({ ...options, states });
    sandbox.patches.add('e-signature');
    sandbox.patches.add('documents-in-one-activity');
    sandbox.activities.loadOrderPlan = async () => ({ states, documents: context.documents, simulated });
    const run = onboardingWorkflow({ orderId });
    await sandbox.settle();
    return { run, ...context };
  }

  it('takes review, documents, every signature and each state filing itself, then completes', async () => {
    const { run } = await startSimulated();
    await expect(run).resolves.toEqual({ orderId, stage: 'COMPLETE', canceled: false });
    expect(recorded().map((r) => `${r.stage}:${r.action}`)).toEqual([
      'PENDING_REVIEW:paid',
      'DOCUMENTS:approve',
      'DOCUMENTS:documentsReady',
      'DOCUMENTS:confirmDocuments',
      ...Array.from({ length: 5 }, () => 'DOCUMENTS:signDocument'),
      'FILING:signDocument',
      'FILING:recordFiling',
      'COMPLETE:recordFiling',
    ]);
    // Each signature is recorded before the workflow takes it; the filings carry a number no state gave.
    const signed = sandbox.callsOf('signSimulated').map(([input]) => (input as { documentKey: string }).documentKey);
    expect(signed).toHaveLength(6);
    expect(new Set(signed).size).toBe(6);
    expect(sandbox.callsOf('recordFiling').map(([input]) => (input as { filing: unknown }).filing)).toMatchObject([
      { stateCode: 'DE', status: 'FILED', confirmationNumber: 'TEST-ORDER-1-DE' },
      { stateCode: 'WY', status: 'FILED', confirmationNumber: 'TEST-ORDER-1-WY' },
    ]);
    expect(sandbox.callsOf('completeOrder')).toHaveLength(1);
    expect(sandbox.callsOf('remindStaff')).toHaveLength(0);
  });

  it("follows the kind's plan: an EIN's submission is recorded before its outcome", async () => {
    setup();
    for (const patch of ['e-signature', 'staff-action-answers-on-acceptance', 'order-kind-stages'])
      sandbox.patches.add(patch);
    const details = { responsiblePartyName: 'Casey Client', responsiblePartyHasSsn: false };
    const documents = plannedDocuments({
      kind: 'EIN',
      details,
      packages: [],
      services: [],
      states: ['WY'],
      entities: [],
    });
    sandbox.activities.loadOrderPlan = async () => ({
      states: ['WY'],
      documents,
      steps: planSteps('EIN'),
      simulated: true,
    });
    const run = onboardingWorkflow({ orderId });
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ stage: 'COMPLETE', canceled: false });
    expect(recorded().map((r) => r.action)).toEqual([
      'paid',
      'approve',
      'documentsReady',
      'confirmDocuments',
      'signDocument',
      'signDocument',
      'recordSubmission',
      'recordFiling',
    ]);
  });

  it('a live order (no simulated plan) waits for staff in review', async () => {
    await startSimulated({ simulated: false });
    await sandbox.advance(HOUR);
    expect(pipeline()).toMatchObject({ stage: 'PENDING_REVIEW' });
    expect(recorded().map((r) => r.action)).toEqual(['paid']);
  });

  it('waits while documents render, and a cancel from staff then ends it with no further step', async () => {
    const { run } = await startSimulated({ holdDocuments: true });
    expect(pipeline()).toMatchObject({ stage: 'DOCUMENTS', generating: true });
    await act({ action: 'cancel', reason: 'partner stopped the test' });
    releaseDocuments();
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ canceled: true });
    expect(recorded().map((r) => r.action)).toEqual(['paid', 'approve', 'cancel', 'refunded']);
    expect(sandbox.callsOf('openFilings')).toHaveLength(0);
  });
});
