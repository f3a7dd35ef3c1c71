// What staff read in an order's history and change-request answers: a client's answer stored as JSON
// (`{"DE":{"businessName":"…"}}`) becomes labelled text, and a document key (`DE:articles_organization v1`) its name.
import { documentLabel } from '../../../domain/order-documents';
import { caseFieldLabel } from './caseFieldLabel';

const DOCUMENT_KEY = /\b([A-Z]{2}):([a-z_]+) v(\d+)\b/g;

/** `{ DE: { businessName: 'X' } }` as ['DE.businessName', 'X'] pairs. */
function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]));
  return [[path.join('.'), Array.isArray(value) ? value.join(', ') : String(value)]];
}

function answerText(text: string): string | null {
  if (!text.trim().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const pairs = leaves(parsed);
    return pairs.length ? pairs.map(([path, value]) => `${caseFieldLabel(path)}: ${value}`).join('; ') : null;
  } catch {
    return null;
  }
}

export function readableNote(note: string): string {
  return (
    answerText(note) ??
    note.replace(DOCUMENT_KEY, (_all, state: string, template: string, version: string) => {
      return `${documentLabel(template)} (${state}), version ${version}`;
    })
  );
}
