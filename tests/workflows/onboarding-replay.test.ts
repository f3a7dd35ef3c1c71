// The workflow bundles for the sandbox and replays recorded histories deterministically.
import {
  bundleWorkflowCode,
  DefaultLogger,
  Runtime,
  Worker,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOWS_PATH } from '../../worker/temporal-worker';

const json = (value: unknown) => ({
  metadata: { encoding: Buffer.from('json/plain').toString('base64') },
  data: Buffer.from(JSON.stringify(value)).toString('base64'),
});

/** Builds a proto-JSON history event by event, numbering them and linking workflow tasks. */
function historyBuilder() {
  const events: Record<string, unknown>[] = [];
  let time = Date.parse('2026-01-01T00:00:00Z');
  const add = (type: string, attributesKey: string, attributes: Record<string, unknown>) => {
    time += 1000;
    events.push({
      eventId: String(events.length + 1),
      eventTime: new Date(time).toISOString(),
      eventType: `EVENT_TYPE_${type}`,
      [attributesKey]: attributes,
    });
    return String(events.length);
  };
  let firstTask = true;
  let lastCompletedTask = '0';
  const workflowTask = () => {
    const scheduled = add('WORKFLOW_TASK_SCHEDULED', 'workflowTaskScheduledEventAttributes', {
      taskQueue: { name: 'onboarding', kind: 'TASK_QUEUE_KIND_NORMAL' },
      startToCloseTimeout: '10s',
      attempt: 1,
    });
    const started = add('WORKFLOW_TASK_STARTED', 'workflowTaskStartedEventAttributes', {
      scheduledEventId: scheduled,
      identity: 'replay-test',
      requestId: `request-${scheduled}`,
    });
    lastCompletedTask = add('WORKFLOW_TASK_COMPLETED', 'workflowTaskCompletedEventAttributes', {
      scheduledEventId: scheduled,
      startedEventId: started,
      identity: 'replay-test',
      ...(firstTask ? { sdkMetadata: { coreUsedFlags: [1, 2, 3] } } : {}),
    });
    firstTask = false;
  };
  let activitySeq = 0;
  return {
    started(input: unknown) {
      add('WORKFLOW_EXECUTION_STARTED', 'workflowExecutionStartedEventAttributes', {
        workflowType: { name: 'onboardingWorkflow' },
        taskQueue: { name: 'onboarding', kind: 'TASK_QUEUE_KIND_NORMAL' },
        input: { payloads: [json(input)] },
        workflowTaskTimeout: '10s',
        originalExecutionRunId: 'run-1',
        firstExecutionRunId: 'run-1',
        attempt: 1,
      });
      workflowTask();
      return this;
    },
    activity(name: string, args: unknown[]) {
      const scheduled = add('ACTIVITY_TASK_SCHEDULED', 'activityTaskScheduledEventAttributes', {
        activityId: String(++activitySeq),
        activityType: { name },
        taskQueue: { name: 'onboarding', kind: 'TASK_QUEUE_KIND_NORMAL' },
        input: { payloads: args.map(json) },
        startToCloseTimeout: '30s',
        workflowTaskCompletedEventId: lastCompletedTask,
      });
      const started = add('ACTIVITY_TASK_STARTED', 'activityTaskStartedEventAttributes', {
        scheduledEventId: scheduled,
        identity: 'replay-test',
        attempt: 1,
      });
      add('ACTIVITY_TASK_COMPLETED', 'activityTaskCompletedEventAttributes', {
        scheduledEventId: scheduled,
        startedEventId: started,
        identity: 'replay-test',
      });
      workflowTask();
      return this;
    },
    signal(name: string, args: unknown[]) {
      add('WORKFLOW_EXECUTION_SIGNALED', 'workflowExecutionSignaledEventAttributes', {
        signalName: name,
        input: { payloads: args.map(json) },
        identity: 'replay-test',
      });
      workflowTask();
      return this;
    },
    completed(result: unknown) {
      add('WORKFLOW_EXECUTION_COMPLETED', 'workflowExecutionCompletedEventAttributes', {
        result: { payloads: [json(result)] },
        workflowTaskCompletedEventId: lastCompletedTask,
      });
      return { events };
    },
  };
}

const orderId = '00000000-0000-4000-8000-000000000001';
let workflowBundle: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  Runtime.install({ shutdownSignals: [], logger: new DefaultLogger('ERROR') });
  workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('ERROR') });
}, 60_000);

describe('onboarding workflow code', () => {
  it('bundles for the Temporal sandbox (no Node-only imports)', () => {
    expect(workflowBundle.code).toContain('onboardingWorkflow');
    expect(workflowBundle.code.length).toBeGreaterThan(1000);
  });

  it('replays a history where the order is recorded in review and then canceled', async () => {
    const history = historyBuilder()
      .started({ orderId })
      .activity('setOrderStage', [orderId, 'PENDING_REVIEW'])
      .signal('cancel', [{ reason: 'client request' }])
      .activity('cancelOrder', [orderId, 'client request'])
      .completed({ orderId, stage: 'PENDING_REVIEW', canceled: true });
    await expect(
      Worker.runReplayHistory({ workflowBundle, replayName: 'cancel' }, history, `onboarding-${orderId}`),
    ).resolves.toBeUndefined();
  });

  it('detects a history the current code would not produce (nondeterminism)', async () => {
    const history = historyBuilder()
      .started({ orderId })
      .activity('sendWelcomeEmail', [orderId])
      .signal('cancel', [{}])
      .activity('cancelOrder', [orderId, null])
      .completed({ orderId, stage: 'PENDING_REVIEW', canceled: true });
    await expect(
      Worker.runReplayHistory({ workflowBundle, replayName: 'changed' }, history, `onboarding-${orderId}`),
    ).rejects.toBeInstanceOf(DeterminismViolationError);
  });
});
