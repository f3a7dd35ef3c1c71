// The workflow bundles for the sandbox and replays histories recorded from real runs (the live suite writes
// them with RECORD_HISTORIES=1): the main path, two states with a change request and a filing rejection, a
// cancel with refund, and the signing wait with reminders and a wet-ink signature; copies of the first three as
// recorded before e-signature (`*-before-e-signature`); two runs started with the search attributes
// (tests/temporal/search-attributes-live) and a memo without its stage, and two started with the memo's stage too
// (memo-stage-*); and copies of four of them recorded while staff actions answered after their database write
// (`*-answer-after-write`), and of the current four recorded while each document had an activity of its own
// (`*-document-per-activity`); and one run of each later kind through its plan's stages (`kind-*`, from
// tests/temporal/entity-orders-live). A change to the workflow that would take another path through these histories
// fails here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import {
  bundleWorkflowCode,
  DefaultLogger,
  Runtime,
  Worker,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutLibrarySources } from '../../scripts/build/workflow-source-map.mjs';
import { WORKFLOWS_PATH } from '../../worker/temporal-worker';

const HISTORIES = path.resolve(import.meta.dirname, 'histories');
const load = async (name: string) => JSON.parse(await readFile(path.join(HISTORIES, `${name}.json`), 'utf8'));

let workflowBundle: WorkflowBundleWithSourceMap;

const KIND_HISTORIES = [
  'kind-annual-report',
  'kind-amendment',
  'kind-foreign-qualification',
  'kind-good-standing',
  'kind-ein',
  'kind-dissolution',
  'kind-change-of-agent',
];

beforeAll(async () => {
  Runtime.install({ shutdownSignals: [], logger: new DefaultLogger('ERROR') });
  workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('ERROR') });
}, 60_000);

describe('onboarding workflow code', () => {
  it('bundles for the Temporal sandbox (no Node-only imports)', () => {
    expect(workflowBundle.code).toContain('onboardingWorkflow');
    expect(workflowBundle.code).not.toMatch(/require\("(node:)?(fs|net|child_process)"\)/);
  });

  // The current runs (with e-signature: the patch marker, the signing wait and its reminder timers) and the runs
  // recorded before e-signature existed, which a deployed worker must still replay (patched() answers false). The
  // search-attributes-* runs carry the stage upserts; the memo-stage-* runs also the memo's stage upserts, which the
  // older runs must not grow on replay.
  const recorded = [
    'main-path',
    'two-states-change-request-rejection',
    'cancel-with-refund',
    'e-signature-reminders-wet-ink',
    'main-path-before-e-signature',
    'two-states-change-request-rejection-before-e-signature',
    'cancel-with-refund-before-e-signature',
    // Started with the search attributes, so they carry the stage upserts.
    'search-attributes-to-filing',
    'search-attributes-cancel',
    'memo-stage-to-filing',
    'memo-stage-cancel',
    // Recorded while staff actions answered after their database write (no 'staff-action-answers-on-acceptance'
    // marker): such runs keep that path when they replay.
    'main-path-answer-after-write',
    'two-states-change-request-rejection-answer-after-write',
    'cancel-with-refund-answer-after-write',
    'e-signature-reminders-wet-ink-answer-after-write',
    // Recorded while each document had an activity of its own (no 'documents-in-one-activity' marker): such runs
    // keep scheduling one activity per document when they replay.
    'main-path-document-per-activity',
    'two-states-change-request-rejection-document-per-activity',
    'cancel-with-refund-document-per-activity',
    'e-signature-reminders-wet-ink-document-per-activity',
    // One run of each later kind, through the stages its plan names (an EIN's submission, a good standing unsigned).
    ...KIND_HISTORIES,
  ];
  for (const name of recorded) {
    it(`replays the recorded history "${name}" deterministically`, async () => {
      const json = await load(name);
      // Activities and local activities (recorded as markers): a history with real work in it.
      const steps = json.events.filter(
        (e: { activityTaskScheduledEventAttributes?: unknown; markerRecordedEventAttributes?: unknown }) =>
          e.activityTaskScheduledEventAttributes || e.markerRecordedEventAttributes,
      );
      expect(steps.length).toBeGreaterThan(3);
      await expect(
        Worker.runReplayHistory({ workflowBundle, replayName: name }, historyFromJSON(json), `replay-${name}`),
      ).resolves.toBeUndefined();
    });
  }

  it("the kinds' histories ran their plans: the stages patch, an EIN's submission, a good standing unsigned", async () => {
    // Every payload of the history (patch markers, activity inputs), decoded.
    const payloads = (json: unknown) =>
      [...JSON.stringify(json).matchAll(/"data":"([A-Za-z0-9+/=]+)"/g)]
        .map(([, data]) => Buffer.from(data, 'base64').toString())
        .join('\n');
    const activitiesOf = (json: {
      events: { activityTaskScheduledEventAttributes?: { activityType: { name: string } } }[];
    }) => json.events.flatMap((e) => e.activityTaskScheduledEventAttributes?.activityType.name ?? []);
    for (const name of KIND_HISTORIES) {
      const json = await load(name);
      expect(payloads(json), name).toContain('order-kind-stages');
      const activities = activitiesOf(json);
      expect(activities, name).toContain('completeOrder');
      expect(activities.includes('requestSignatures'), name).toBe(name !== 'kind-good-standing');
      // The submission is a recorded step of its own, between the signatures and the outcome.
      expect(payloads(json).includes('"action":"recordSubmission"'), name).toBe(name === 'kind-ein');
    }
  });

  it('replays with the prebuilt bundle, whose source map keeps the text of the project’s sources only', async () => {
    const prebuilt = withoutLibrarySources(workflowBundle.code);
    const inline = prebuilt.slice(prebuilt.lastIndexOf('base64,') + 'base64,'.length);
    const map = JSON.parse(Buffer.from(inline, 'base64').toString()) as {
      sources: string[];
      sourcesContent: (string | null)[];
    };
    const text = (file: RegExp) => map.sourcesContent[map.sources.findIndex((source) => file.test(source))];
    expect(text(/workflows[\\/]index\.ts$/)).toContain('onboardingWorkflow');
    expect(text(/node_modules[\\/]@temporalio[\\/]workflow[\\/]/)).toBeNull();
    expect(prebuilt.length).toBeLessThan(workflowBundle.code.length * 0.7);
    await expect(
      Worker.runReplayHistory(
        { workflowBundle: { code: prebuilt }, replayName: 'prebuilt' },
        historyFromJSON(await load('main-path')),
        'replay-prebuilt',
      ),
    ).resolves.toBeUndefined();
  });

  it('detects a history the current code would not produce (nondeterminism)', async () => {
    const json = await load('cancel-with-refund');
    // The same run, as if an older version had called another activity where this one records the stage.
    const scheduled = json.events.find(
      (e: { activityTaskScheduledEventAttributes?: { activityType: { name: string } } }) =>
        e.activityTaskScheduledEventAttributes?.activityType.name === 'cancelOrder',
    );
    scheduled.activityTaskScheduledEventAttributes.activityType.name = 'sendWelcomeEmail';
    await expect(
      Worker.runReplayHistory({ workflowBundle, replayName: 'changed' }, historyFromJSON(json), 'replay-changed'),
    ).rejects.toBeInstanceOf(DeterminismViolationError);
  });
});
