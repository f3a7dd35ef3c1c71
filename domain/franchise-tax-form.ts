// The Delaware franchise tax form as the client area and the back-office both show it: the fields as typed (text),
// their changes, the request body they make (or the message saying what to correct) and the estimate's rows.
// The server validates again and computes; this only collects the figures and words the answer.
import {
  dollarsOfCents,
  dollarsOfWholeDigits,
  FRANCHISE_TAX_METHOD_LABELS,
  type FranchiseTaxEstimate,
  type FranchiseTaxInput,
} from './delaware-franchise-tax';

export interface ShareClassFields {
  name: string;
  authorizedShares: string;
  parValue: string;
}

export interface FranchiseTaxFields {
  classes: ShareClassFields[];
  issuedShares: string;
  grossAssets: string;
}

const FIRST_CLASS: ShareClassFields = { name: 'Common', authorizedShares: '', parValue: '' };

export const EMPTY_FRANCHISE_TAX_FIELDS: FranchiseTaxFields = {
  classes: [FIRST_CLASS],
  issuedShares: '',
  grossAssets: '',
};

/**
 * The saved figures, as the form shows them.
 * @internal
 */
export const fieldsFromInputs = (inputs: FranchiseTaxInput): FranchiseTaxFields => ({
  classes: inputs.classes.map((c) => ({ ...c, authorizedShares: String(c.authorizedShares) })),
  issuedShares: String(inputs.issuedShares),
  grossAssets: (inputs.grossAssetsCents / 100).toFixed(2),
});

export type FranchiseTaxFieldsChange =
  | { type: 'load'; inputs: FranchiseTaxInput }
  | { type: 'class'; index: number; patch: Partial<ShareClassFields> }
  | { type: 'addClass' }
  | { type: 'removeClass'; index: number }
  | { type: 'issuedShares'; value: string }
  | { type: 'grossAssets'; value: string };

/** The fields after one change (a React reducer: `useReducer(changeFranchiseTaxFields, EMPTY_FRANCHISE_TAX_FIELDS)`). */
export function changeFranchiseTaxFields(
  fields: FranchiseTaxFields,
  change: FranchiseTaxFieldsChange,
): FranchiseTaxFields {
  switch (change.type) {
    case 'load':
      return fieldsFromInputs(change.inputs);
    case 'class':
      return {
        ...fields,
        classes: fields.classes.map((row, i) => (i === change.index ? { ...row, ...change.patch } : row)),
      };
    case 'addClass':
      return { ...fields, classes: [...fields.classes, { ...FIRST_CLASS, name: '' }] };
    case 'removeClass':
      return { ...fields, classes: fields.classes.filter((_, i) => i !== change.index) };
    case 'issuedShares':
      return { ...fields, issuedShares: change.value };
    case 'grossAssets':
      return { ...fields, grossAssets: change.value };
  }
}

/** Dollars as typed ('250,000.50') in whole cents; null when it is not an amount. */
function centsOfTypedDollars(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A whole number as typed ('8,000,000'); NaN when it is not one. */
const typedWholeNumber = (text: string): number =>
  /^\d[\d,]*$/.test(text.trim()) ? Number(text.replace(/,/g, '')) : Number.NaN;

/** The request body of the fields, or what to correct first. */
export function franchiseTaxRequest(fields: FranchiseTaxFields): { input: FranchiseTaxInput } | { problem: string } {
  const grossAssetsCents = centsOfTypedDollars(fields.grossAssets);
  const issuedShares = typedWholeNumber(fields.issuedShares);
  const classes = fields.classes.map((c) => ({ ...c, authorizedShares: typedWholeNumber(c.authorizedShares) }));
  if (classes.some((c) => !c.name.trim() || Number.isNaN(c.authorizedShares) || !c.parValue.trim())) {
    return { problem: 'Give each class a name, its authorized shares and its par value (0 for no par).' };
  }
  if (Number.isNaN(issuedShares)) return { problem: 'Issued shares must be a whole number.' };
  if (grossAssetsCents === null) return { problem: 'Total gross assets must be an amount in dollars.' };
  return { input: { classes, issuedShares, grossAssetsCents } };
}

export interface EstimateRow {
  label: string;
  amount: string;
  /** The total due, shown in bold. */
  total?: boolean;
}

/** Both methods' amounts (the lesser marked), the annual report fee and the total due. */
export function franchiseTaxEstimateRows(estimate: FranchiseTaxEstimate): EstimateRow[] {
  const method = (name: FranchiseTaxEstimate['lesserMethod']) =>
    `${FRANCHISE_TAX_METHOD_LABELS[name]}${estimate.lesserMethod === name ? ' (lesser)' : ''}`;
  const assumedPar =
    estimate.assumedParValueCapitalMethodCents === null
      ? 'needs issued shares'
      : `${dollarsOfCents(estimate.assumedParValueCapitalMethodCents)} (assumed par $${estimate.assumedPar}, capital ` +
        `${dollarsOfWholeDigits(estimate.assumedParValueCapitalDollars ?? '0')})`;
  return [
    { label: method('authorized-shares'), amount: dollarsOfCents(estimate.authorizedSharesMethodCents) },
    { label: method('assumed-par-value-capital'), amount: assumedPar },
    { label: 'Annual report fee', amount: dollarsOfCents(estimate.annualReportFeeCents) },
    { label: 'Estimated total due', amount: dollarsOfCents(estimate.totalDueCents), total: true },
  ];
}

/** 'Figures entered Mar 1, 2026 by staff@example.com.' (the date as the reader's page words it). */
export const enteredLine = (enteredOn: string, byEmail: string | null): string =>
  `Figures entered ${enteredOn}${byEmail ? ` by ${byEmail}` : ''}.`;

/** A share class's fields in the order the form shows them, with the keyboard a phone should offer. */
export const SHARE_CLASS_FIELDS: readonly { key: keyof ShareClassFields; label: string; inputMode?: 'numeric' }[] = [
  { key: 'name', label: 'Class' },
  { key: 'authorizedShares', label: 'Authorized shares', inputMode: 'numeric' },
  { key: 'parValue', label: 'Par value ($)' },
];
