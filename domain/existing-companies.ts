// Existing companies an organisation brings in (formed elsewhere): one entered by hand or many from a CSV file.
// Each row is checked on its own (name, jurisdiction, type, formation date, state file number) and against the rows
// before it and the organisation's registry, so the answer names every row's problem and nothing is half-imported.
import { parseCalendarDate } from './calendar-dates';
import { JURISDICTION_BY_CODE } from './jurisdictions';

export const EXISTING_ENTITY_TYPES = ['LLC', 'CORP', 'SERIES_LLC', 'TRUST'] as const;
type ExistingEntityType = (typeof EXISTING_ENTITY_TYPES)[number];

/** At most this many rows in one import file (and this many bytes). */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const NAME_MAX = 200;
const FILE_NUMBER_MAX = 50;

/** The earliest formation date accepted (the oldest US companies still standing are of the 18th century). */
const EARLIEST_FORMATION = '1700-01-01';

/** The columns of an import file, and the headers each is recognised by (case, spaces and punctuation ignored). */
const IMPORT_COLUMNS = {
  name: ['name', 'businessname', 'entityname', 'companyname'],
  stateCode: ['statecode', 'state', 'jurisdiction'],
  entityType: ['entitytype', 'type'],
  formedOn: ['formedon', 'formationdate', 'formed', 'dateformed'],
  fileNumber: ['filenumber', 'statefilenumber', 'fileno', 'entitynumber'],
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;
const COLUMN_NAMES = Object.keys(IMPORT_COLUMNS) as ImportColumn[];

/** The header of the sample file the client area offers. */
export const IMPORT_TEMPLATE_HEADER = 'name,stateCode,entityType,formedOn,fileNumber';

const TYPE_WORDS: Record<string, ExistingEntityType> = {
  llc: 'LLC',
  limitedliabilitycompany: 'LLC',
  corp: 'CORP',
  corporation: 'CORP',
  inc: 'CORP',
  seriesllc: 'SERIES_LLC',
  series_llc: 'SERIES_LLC',
  trust: 'TRUST',
  statutorytrust: 'TRUST',
};

const folded = (text: string) => text.toLowerCase().replace(/[^a-z0-9_]/g, '');

/** A spreadsheet would run a cell starting so as a formula (domain/csv-safety.ts neutralises them on export). */
const FORMULA_START = /^[=+\-@\t\r]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface ExistingCompany {
  name: string;
  stateCode: string;
  entityType: ExistingEntityType;
  /** YYYY-MM-DD. */
  formedOn: string;
  fileNumber: string;
}

export type CompanyCheck = { ok: true; company: ExistingCompany } | { ok: false; message: string };

/** The problem of one cell's text, or null: no formula start, control character, NUL, invalid UTF-8 or lone surrogate. */
function textProblem(field: string, value: string): string | null {
  if (FORMULA_START.test(value))
    return `${field}: must not start with =, +, -, @, a tab or a carriage return (a spreadsheet formula)`;
  if (value.includes('\0') || CONTROL.test(value)) return `${field}: must not contain control characters`;
  if (value.includes('\uFFFD') || UNPAIRED_SURROGATE.test(value))
    return `${field}: holds bytes that are not UTF-8 text`;
  return null;
}

/** Checks one company as entered (a form or a CSV row): every problem of the row, joined, or the clean company. */
export function checkExistingCompany(input: Record<ImportColumn, unknown>, today: Date): CompanyCheck {
  const problems: string[] = [];
  const text = (field: ImportColumn, max: number): string => {
    const raw = input[field];
    if (raw === undefined || raw === null || raw === '') {
      problems.push(`${field}: required`);
      return '';
    }
    if (typeof raw !== 'string') {
      problems.push(`${field}: must be text`);
      return '';
    }
    const problem = textProblem(field, raw);
    if (problem) {
      problems.push(problem);
      return '';
    }
    const value = raw.trim().replace(/\s+/g, ' ');
    if (!value) problems.push(`${field}: required`);
    else if (value.length > max) problems.push(`${field}: must be at most ${max} characters`);
    return value;
  };
  const name = text('name', NAME_MAX);
  const stateText = text('stateCode', 2 + 20).toUpperCase();
  const typeText = text('entityType', 40);
  const formedText = text('formedOn', 10 + 20);
  const fileNumber = text('fileNumber', FILE_NUMBER_MAX);

  const jurisdiction = stateText ? JURISDICTION_BY_CODE.get(stateText) : undefined;
  if (stateText && !jurisdiction)
    problems.push(`stateCode: ${JSON.stringify(stateText.slice(0, 20))} is not a US state or DC code (like DE, WY)`);
  const entityType = typeText ? TYPE_WORDS[folded(typeText)] : undefined;
  if (typeText && !entityType) problems.push(`entityType: must be one of ${EXISTING_ENTITY_TYPES.join(', ')}`);
  else if (jurisdiction && entityType && !jurisdiction.entityTypes[entityType])
    problems.push(
      `entityType: ${jurisdiction.name} has no ${entityType === 'TRUST' ? 'statutory trusts' : 'Series LLCs'}`,
    );
  const formed = formedText && /^\d{4}-\d{2}-\d{2}$/.test(formedText) ? parseCalendarDate(formedText) : null;
  if (formedText && !formed) problems.push('formedOn: must be a date as YYYY-MM-DD');
  else if (formed && (formedText < EARLIEST_FORMATION || formed.getTime() > today.getTime()))
    problems.push('formedOn: must be a past date, not before 1700');

  if (problems.length > 0 || !jurisdiction || !entityType || !formed)
    return { ok: false, message: problems.join('; ') };
  return { ok: true, company: { name, stateCode: jurisdiction.code, entityType, formedOn: formedText, fileNumber } };
}

/** The keys two companies of one registry must not share: the same state with the same name or file number. */
export const companyKeys = (company: { stateCode: string; name: string; fileNumber: string | null }): string[] => [
  `name:${company.stateCode}:${company.name.toLowerCase().replace(/\s+/g, ' ').trim()}`,
  ...(company.fileNumber ? [`file:${company.stateCode}:${company.fileNumber.toLowerCase().replace(/\s+/g, '')}`] : []),
];

export interface ImportRowError {
  /** The row as a spreadsheet numbers it: the header is row 1, the first company row 2. */
  row: number;
  message: string;
}

export type HeaderCheck = { ok: true; columns: Record<ImportColumn, number> } | { ok: false; message: string };

/** Finds each column in the header row (any order, recognised names); the message names what is missing. */
export function readImportHeader(header: readonly string[]): HeaderCheck {
  const at = new Map(header.map((cell, index) => [folded(cell.replace(/^\uFEFF/, '')), index]));
  const columns = {} as Record<ImportColumn, number>;
  const missing: string[] = [];
  for (const column of COLUMN_NAMES) {
    const index = IMPORT_COLUMNS[column].map((word) => at.get(word)).find((i) => i !== undefined);
    if (index === undefined) missing.push(column);
    else columns[column] = index;
  }
  if (missing.length > 0)
    return {
      ok: false,
      message: `file: the first row must name the columns ${IMPORT_TEMPLATE_HEADER} (missing ${missing.join(', ')})`,
    };
  return { ok: true, columns };
}

/**
 * Checks every row of an import (after its header): each row's own problems, then duplicates within the file and
 * against `existingKeys` (the registry's companyKeys). Answers the clean companies and the errors per row.
 */
export function checkImportRows(
  rows: readonly (readonly string[])[],
  columns: Record<ImportColumn, number>,
  existingKeys: ReadonlySet<string>,
  today: Date,
): { companies: ExistingCompany[]; errors: ImportRowError[] } {
  const companies: ExistingCompany[] = [];
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = index + 2;
    const input = Object.fromEntries(COLUMN_NAMES.map((column) => [column, cells[columns[column]] ?? ''])) as Record<
      ImportColumn,
      string
    >;
    const check = checkExistingCompany(input, today);
    if (!check.ok) {
      errors.push({ row, message: check.message });
      return;
    }
    const keys = companyKeys(check.company);
    const earlier = keys.map((key) => seen.get(key)).find((r) => r !== undefined);
    if (earlier !== undefined) {
      errors.push({ row, message: `duplicate of row ${earlier} (same state and name or file number)` });
      return;
    }
    if (keys.some((key) => existingKeys.has(key))) {
      errors.push({ row, message: "already in the organization's registry (same state and name or file number)" });
      return;
    }
    for (const key of keys) seen.set(key, row);
    companies.push(check.company);
  });
  return { companies, errors };
}
