// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before them) as a formula.
// Exported text is prefixed with a single quote so it shows as typed and never runs (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
