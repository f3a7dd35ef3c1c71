// Beneficial ownership (BOI) reporting under the Corporate Transparency Act as the law now stands: companies formed
// in the United States are exempt; a company formed abroad that registers to do business in a state reports its
// non-US beneficial owners within 30 days of the registration taking effect.
import { addDays } from './calendar-dates';

/** Where the rule was read, and when it was last checked (not when it took effect). */
export const BOI_RULE_SOURCE = {
  rule: "FinCEN's interim final rule of March 2025 (Beneficial Ownership Information Reporting Requirement Revision and Deadline Extension), made permanent by FinCEN's final rule of 2026",
  url: 'https://www.fincen.gov/boi',
  checkedOn: '2026-11-27',
} as const;

const FOREIGN_REGISTRATION_REPORT_DAYS = 30;

export type FormedIn = 'US' | 'FOREIGN';

/**
 * The BOI report a company owes, or null when it owes none: a US-formed company never; a foreign-formed company
 * once it registers to do business in a state (foreign qualification), due 30 days after the registration.
 */
export function boiReportObligation(company: {
  formedIn: FormedIn;
  registeredOn?: Date | null;
}): { dueDate: Date } | null {
  if (company.formedIn === 'US' || !company.registeredOn) return null;
  return { dueDate: addDays(company.registeredOn, FOREIGN_REGISTRATION_REPORT_DAYS) };
}
