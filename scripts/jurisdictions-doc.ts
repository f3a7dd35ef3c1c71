// docs/jurisdictions.md, generated from the jurisdiction modules (domain/jurisdictions/) so it cannot drift:
// `npm run docs:jurisdictions` rewrites it; tests/unit/jurisdictions/doc.test.ts fails when the file differs.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENTITY_TYPE_LABELS, type EntityType } from '../domain/catalog';
import { JURISDICTIONS, type Jurisdiction } from '../domain/jurisdictions';
import type { Fee, Source } from '../domain/jurisdictions/types';

export const JURISDICTIONS_DOC = path.resolve(import.meta.dirname, '../docs/jurisdictions.md');

const FILING_LABELS = {
  AMENDMENT: 'Amendment',
  FOREIGN_QUALIFICATION: 'Foreign qualification',
  GOOD_STANDING: 'Good standing certificate',
  DISSOLUTION: 'Dissolution',
  CHANGE_OF_AGENT: 'Change of registered agent',
} as const;

/** A table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

const sourceCells = (source: Source, extra: readonly (string | undefined)[] = []) => {
  const notes = [
    ...extra,
    source.note,
    source.crossCheck ? `Cross-check: ${source.crossCheck}` : undefined,
    source.unconfirmed ? `**Unconfirmed:** ${source.unconfirmed}` : undefined,
  ].filter((note): note is string => Boolean(note));
  return [source.url, source.readOn, notes.join(' ')];
};

const feeRow = (j: Jurisdiction, type: string, figure: string, fee: Fee) => [
  j.code,
  type,
  figure,
  `$${fee.amount.toLocaleString('en-US')}${fee.varies ? ` (${fee.varies})` : ''}`,
  ...sourceCells(fee.source, [fee.specDiffers ? `**Spec figure kept:** ${fee.specDiffers}` : undefined]),
];

/** Every figure of one jurisdiction: formation, series, obligations, filings, expedite, publication, processing. */
function rows(j: Jurisdiction): string[][] {
  const out: string[][] = [];
  for (const [type, rules] of Object.entries(j.entityTypes)) {
    const label = ENTITY_TYPE_LABELS[type as EntityType];
    out.push(feeRow(j, label, `Formation (${rules.formationDocument})`, rules.formation));
    if (rules.seriesFee) out.push(feeRow(j, label, 'Each additional series', rules.seriesFee));
    const obligations = [
      ...rules.obligations.map((o) => ['', o] as const),
      ...(rules.foreignObligations ?? []).map((o) => ['Foreign: ', o] as const),
    ];
    for (const [who, o] of obligations) {
      out.push(feeRow(j, label, `${who}${o.title} (${o.id})`, o.fee));
      if (o.lateFee) out.push(feeRow(j, label, `${who}${o.title}: late fee`, o.lateFee));
    }
    for (const [kind, name] of Object.entries(FILING_LABELS))
      out.push(feeRow(j, label, name, rules.filings[kind as keyof typeof FILING_LABELS]));
  }
  for (const option of j.expedite)
    out.push(feeRow(j, 'All', `Expedite: ${option.label} (${option.businessDays} business days)`, option.fee));
  if (j.publication)
    out.push(
      feeRow(j, 'Publication', `Proof of publication within ${j.publication.withinDays} days`, j.publication.fee),
    );
  out.push([
    j.code,
    'All',
    'Processing time',
    `${j.processingTime.businessDays} business days`,
    ...sourceCells(j.processingTime.source, [j.processingTime.basis]),
  ]);
  return out;
}

export function renderJurisdictionsDoc(): string {
  const header = ['State', 'Entity type', 'Figure', 'Amount', 'Source', 'Read on', 'Notes'];
  const body = JURISDICTIONS.flatMap(rows);
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [
    '# Jurisdictions: every figure and its source',
    '',
    'Generated from the jurisdiction modules (`domain/jurisdictions/<code>.ts`) by `npm run docs:jurisdictions`; do not',
    'edit by hand (`tests/unit/jurisdictions/doc.test.ts` fails when this file differs from the modules). Amounts are',
    'the state’s fees in US dollars; where an amount varies, it is the minimum and the words say how it varies.',
    '**Unconfirmed** marks a figure no page read gives exactly (what stands in for it is said), to confirm with the',
    'office before relying on it. In the specification’s six states (WY, NV, DE, CA, SD, IL) the specification’s',
    'formation and renewal figures are kept; **Spec figure kept** says what the source gives where it differs.',
    '',
    `${JURISDICTIONS.length} jurisdictions, ${body.length} figures.`,
    '',
    line(header),
    line(header.map(() => '---')),
    ...body.map(line),
    '',
  ].join('\n');
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  writeFileSync(JURISDICTIONS_DOC, renderJurisdictionsDoc());
  console.log(`docs/jurisdictions.md: rewritten from ${JURISDICTIONS.length} jurisdiction modules`);
}
