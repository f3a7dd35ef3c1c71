// Who an order waits for right now, in the client's words and in staff's: our team, the client (a change request
// to answer, documents to sign) or the states' filing offices. Pure: the API and both front ends share it.
import { STATES } from './catalog';
import type { PipelineStage } from './order-stages';

export const HOLDERS = ['team', 'client', 'state', 'none'] as const;
type HolderKind = (typeof HOLDERS)[number];

export interface HolderInput {
  status: string;
  stage: PipelineStage;
  /** A change request is open. */
  changeRequestOpen: boolean;
  /** Documents waiting for the client's signature (0 until e-signatures exist). */
  documentsToSign: number;
  /** States whose filing has been submitted and is waiting on the state (FILING stage). */
  statesFiling: readonly string[];
  /** What the order has still to deliver after its pipeline (completionBlocker), or null when nothing is. */
  stillToDeliver?: string | null;
}

export interface Holder {
  kind: HolderKind;
  /** What the client reads: "With our team", "Waiting on you: sign 3 documents", "Being filed with the state of Delaware". */
  client: string;
  /** What staff read on the board and the order page. */
  staff: string;
}

const stateName = (code: string): string => STATES.find((s) => s.code === code)?.name ?? code;

/** "Delaware", "Delaware and Wyoming", "Delaware, Nevada and Wyoming". */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const STAFF_STAGE_WORK: Record<Exclude<PipelineStage, 'COMPLETE'>, string> = {
  PENDING_REVIEW: 'review',
  DOCUMENTS: 'document preparation',
  FILING: 'filing submission',
};

export function orderHolder(input: HolderInput): Holder {
  if (input.status === 'CANCELED') return { kind: 'none', client: 'Canceled', staff: 'Canceled' };
  // Filed but not all delivered: the package's rest is with our team (staff, or the included EIN's own order).
  if (input.stage === 'COMPLETE' && input.status !== 'COMPLETE' && input.stillToDeliver)
    return { kind: 'team', client: input.stillToDeliver, staff: input.stillToDeliver };
  if (input.stage === 'COMPLETE' || input.status === 'COMPLETE')
    return { kind: 'none', client: 'Complete', staff: 'Complete' };
  const clientTasks: string[] = [];
  const staffTasks: string[] = [];
  if (input.changeRequestOpen) {
    clientTasks.push('answer a change request');
    staffTasks.push('change request open');
  }
  if (input.documentsToSign > 0) {
    const documents = input.documentsToSign === 1 ? '1 document' : `${input.documentsToSign} documents`;
    clientTasks.push(`sign ${documents}`);
    staffTasks.push(`${documents} to sign`);
  }
  if (clientTasks.length > 0)
    return {
      kind: 'client',
      client: `Waiting on you: ${clientTasks.join(' and ')}`,
      staff: `Waiting on the client: ${staffTasks.join(', ')}`,
    };
  if (input.stage === 'FILING' && input.statesFiling.length > 0) {
    const names = joinNames([...input.statesFiling].sort().map(stateName));
    // Not yet recorded as filed: the filing is under way, the filings table shows it pending.
    const text = `Being filed with the state${input.statesFiling.length > 1 ? 's' : ''} of ${names}`;
    return { kind: 'state', client: text, staff: text };
  }
  return { kind: 'team', client: 'With our team', staff: `With our team: ${STAFF_STAGE_WORK[input.stage]}` };
}
