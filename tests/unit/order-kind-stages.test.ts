// The stages each kind's plan declares, and how an order's recorded history places it on them: the steppers of the
// storefront's and the back-office's order pages read these, the workflow runs the steps.
import { describe, expect, it } from 'vitest';
import { needsSignature } from '../../domain/e-signature';
import { PLAN_STEPS } from '../../domain/kinds/types';
import { plannedDocuments } from '../../domain/order-documents';
import {
  currentPlanStep,
  kindActionLabel,
  kindStageLabel,
  ORDER_KIND_STAGES,
  planProgress,
  planStageLabel,
  planSteps,
} from '../../domain/order-kind-stages';
import { ORDER_KINDS } from '../../domain/order-kinds';
import { allowedStaffActions, initialPipelineState } from '../../domain/pipeline';

const events = (...actions: string[]) => actions.map((action) => ({ action }));

describe("each kind's stages", () => {
  it('every plan reviews, prepares documents and completes, its steps in pipeline order', () => {
    for (const kind of ORDER_KINDS) {
      const steps = planSteps(kind);
      expect(steps, kind).toEqual(expect.arrayContaining(['review', 'documents', 'complete']));
      const order = steps.map((step) => PLAN_STEPS.indexOf(step));
      expect(order, kind).toEqual([...order].sort((a, b) => a - b));
      // A step the pipeline cannot reach on its own needs a way out of FILING: a filing or a submission.
      expect(
        steps.some((step) => step === 'filing' || step === 'submission'),
        kind,
      ).toBe(true);
    }
  });

  it('a formation shows the four stages of the spec; its signatures are part of Document Preparation', () => {
    const labels = ORDER_KIND_STAGES.FORMATION.flatMap((s) => (s.label ? [s.label] : []));
    expect(labels).toEqual(['Pending Review', 'Document Preparation', 'State Filing', 'Complete']);
    expect(planSteps('FORMATION')).toContain('signature');
    const signing = planProgress(
      'FORMATION',
      'DOCUMENTS',
      events('paid', 'approve', 'documentsReady', 'confirmDocuments'),
    );
    expect(signing).toEqual({ labels, active: 1 });
    expect(planProgress('FORMATION', 'COMPLETE', []).active).toBe(4);
  });

  it("an EIN is signed, submitted to the IRS and completed by the EIN assigned; its steps read in the IRS's words", () => {
    const { labels } = planProgress('EIN', 'PENDING_REVIEW', []);
    expect(labels).toEqual(['Review', 'SS-4 prepared', 'Signed', 'Submitted to the IRS', 'EIN assigned']);
    const history = ['paid', 'approve', 'documentsReady'];
    expect(currentPlanStep('EIN', 'DOCUMENTS', events(...history))).toBe('documents');
    expect(currentPlanStep('EIN', 'DOCUMENTS', events(...history, 'confirmDocuments', 'signDocument'))).toBe(
      'signature',
    );
    const signed = [...history, 'confirmDocuments', 'signDocument'];
    expect(currentPlanStep('EIN', 'FILING', events(...signed))).toBe('submission');
    expect(currentPlanStep('EIN', 'FILING', events(...signed, 'recordSubmission'))).toBe('complete');
    expect(planProgress('EIN', 'FILING', events(...signed, 'recordSubmission')).active).toBe(4);
    // Returned by the IRS and signed again: submitted again.
    const again = [...signed, 'recordSubmission', 'rejectFiling', 'documentsReady', 'confirmDocuments', 'signDocument'];
    expect(currentPlanStep('EIN', 'FILING', events(...again))).toBe('submission');
    expect(kindStageLabel('EIN', 'FILING')).toBe('Submitted to the IRS');
    expect(kindActionLabel('EIN', 'recordFiling', 'Record filing')).toBe('Record EIN assigned');
    expect(kindActionLabel('AMENDMENT', 'recordFiling', 'Record filing')).toBe('Record filing');
  });

  it('an order reads as the step it reached: a step staff record is reached only once recorded', () => {
    const signed = events('paid', 'approve', 'documentsReady', 'confirmDocuments', 'signDocument');
    expect(planStageLabel('EIN', 'PENDING_REVIEW', [])).toBe('Review');
    expect(planStageLabel('EIN', 'DOCUMENTS', signed.slice(0, 3))).toBe('SS-4 prepared');
    // Signed and at the filing stage, but nobody has recorded the SS-4's submission yet.
    expect(planStageLabel('EIN', 'FILING', signed)).toBe('Signed');
    const submitted = [...signed, { action: 'recordSubmission' }];
    expect(planStageLabel('EIN', 'FILING', submitted)).toBe('Submitted to the IRS');
    expect(planStageLabel('EIN', 'COMPLETE', [...submitted, { action: 'recordFiling' }])).toBe('EIN assigned');
    // Returned by the IRS and signed again: not submitted until recorded again.
    const again = [...submitted, ...events('rejectFiling', 'documentsReady', 'confirmDocuments', 'signDocument')];
    expect(planStageLabel('EIN', 'FILING', again)).toBe('Signed');
    // A state filing is not 'Filed with the state' before the filing is recorded; a good standing not requested.
    expect(planStageLabel('ANNUAL_REPORT', 'FILING', signed)).toBe('Signed');
    expect(planStageLabel('ANNUAL_REPORT', 'COMPLETE', signed)).toBe('Report filed');
    expect(planStageLabel('GOOD_STANDING', 'FILING', [])).toBe('Request prepared');
    // The formation's spec stages name the work under way.
    expect(planStageLabel('FORMATION', 'FILING', signed)).toBe('State Filing');
    expect(planStageLabel('FORMATION', 'DOCUMENTS', signed)).toBe('Document Preparation');
  });

  it('a good standing has no signature step: its request needs none', () => {
    expect(planSteps('GOOD_STANDING')).not.toContain('signature');
    const documents = plannedDocuments({
      kind: 'GOOD_STANDING',
      details: {},
      packages: [],
      services: [],
      states: ['WY'],
      entities: [],
    });
    expect(documents.some((d) => needsSignature(d.template))).toBe(false);
    expect(planProgress('GOOD_STANDING', 'FILING', []).labels).toEqual([
      'Review',
      'Request prepared',
      'Requested from the state',
      'Certificate received',
    ]);
  });

  it("staff are offered only the kind's actions: an EIN's submission before its EIN, none of it for a state filing", () => {
    const filing = (submissionRequired: boolean) => ({
      ...initialPipelineState('o', ['WY'], [], { submissionRequired }),
      stage: 'FILING' as const,
    });
    expect(allowedStaffActions(filing(true))).toEqual(['recordSubmission', 'cancel']);
    expect(allowedStaffActions({ ...filing(true), submitted: ['WY'] })).toEqual([
      'recordFiling',
      'rejectFiling',
      'cancel',
    ]);
    expect(allowedStaffActions(filing(false))).toEqual(['recordFiling', 'rejectFiling', 'cancel']);
  });
});
