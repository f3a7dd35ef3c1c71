// The compliance calendar's rules: what each jurisdiction asks of each entity type after formation, and when, read
// from the jurisdiction modules (domain/jurisdictions/, each rule with its source). Pure functions only; the worker
// and the API store and remind, this file decides dates.
//
// Where a state's amount depends on the entity's figures (Delaware corporate franchise tax, Texas franchise tax) the
// calendar shows the date and the module's wording, not the amount. Each rule's own simplifications are in its
// `approximation`. An entity type a state does not list (an Illinois trust) only gets the registered-agent renewal.

import { addDays, calendarDate, daysInMonth, monthAfter } from './calendar-dates';
import type { EntityType } from './catalog';
import { JURISDICTION_BY_CODE } from './jurisdictions';
import type { DueRule, EntityTypeRules, ObligationRule as StateObligation } from './jurisdictions/types';

/** How a recurring deadline falls, counted from the formation date (each variant is described with the type). */
export type { DueRule } from './jurisdictions/types';

export interface ObligationRule {
  /** Stable key stored with each obligation. */
  id: string;
  title: string;
  description: string;
  /** Whole US dollars (0 when the amount varies or nothing is due to the state). */
  fee: number;
  /** The catalog's wording of the fee (e.g. 'Franchise tax varies by revenue'). */
  feeNote: string;
  due: DueRule;
  /** Where the rule simplifies the state's law. */
  approximation?: string;
}

/** Registered Agent Service: $150/yr, included in the first year and renewing annually (services page). */
export const REGISTERED_AGENT_RENEWAL_FEE = 150;

const REGISTERED_AGENT_RENEWAL_TITLE = 'Registered Agent Renewal';

/** The registered-agent renewal links to the entity's mail history (the mail room). */
export const isRegisteredAgentRenewal = (obligation: { title: string }): boolean =>
  obligation.title === REGISTERED_AGENT_RENEWAL_TITLE;

/** The registered-agent rule's id ends so in every state ('WY-REGISTERED-AGENT'). */
export const REGISTERED_AGENT_RULE_SUFFIX = '-REGISTERED-AGENT';

const registeredAgentRenewal = (stateCode: string): ObligationRule => ({
  id: `${stateCode}${REGISTERED_AGENT_RULE_SUFFIX}`,
  title: REGISTERED_AGENT_RENEWAL_TITLE,
  description: 'Our registered agent service renews on each formation anniversary (the first year is included).',
  fee: REGISTERED_AGENT_RENEWAL_FEE,
  feeNote: 'Registered agent service, per year',
  due: { kind: 'anniversaryDate' },
});

/** A module's obligation as the calendar stores it: the fee in dollars and its words. */
const calendarRule = (rule: StateObligation, rules: EntityTypeRules): ObligationRule => ({
  id: rule.id,
  title: rule.title,
  description: rule.description,
  fee: rule.fee.amount,
  feeNote: rule.feeNote ?? rule.fee.varies ?? rules.renewal.description,
  due: rule.due,
  ...(rule.approximation ? { approximation: rule.approximation } : {}),
});

/** Formed in the state, or formed elsewhere and registered there (a foreign qualification). */
export type Registration = 'domestic' | 'foreign';

/** An entity a foreign qualification registered points to its home entity. */
export const registrationOf = (entity: { homeEntityId: string | null }): Registration =>
  entity.homeEntityId ? 'foreign' : 'domestic';

/**
 * Every recurring obligation of an entity of this type formed in (or, `foreign`, registered in) this state; empty
 * for unknown states. A foreign entity files what the state asks of foreign entities where that differs.
 */
export function complianceRulesFor(
  stateCode: string,
  entityType: EntityType,
  registration: Registration = 'domestic',
): ObligationRule[] {
  const jurisdiction = JURISDICTION_BY_CODE.get(stateCode);
  if (!jurisdiction) return [];
  const rules = jurisdiction.entityTypes[entityType];
  const obligations =
    registration === 'foreign' ? (rules?.foreignObligations ?? rules?.obligations) : rules?.obligations;
  const stateRules = rules && obligations ? obligations.map((rule) => calendarRule(rule, rules)) : [];
  return [...stateRules, registeredAgentRenewal(stateCode)];
}

/** The rule with this id for that state and entity type, or undefined. */
export function findComplianceRule(stateCode: string, entityType: EntityType, ruleId: string) {
  return [...complianceRulesFor(stateCode, entityType), ...complianceRulesFor(stateCode, entityType, 'foreign')].find(
    (rule) => rule.id === ruleId,
  );
}

/** The first year after `formationYear` that a biennial fixed-date rule falls in. */
function firstBiennialYear(formationYear: number, parity: 'odd' | 'even' | 'formationYear' | 'yearAfterFormation') {
  if (parity === 'yearAfterFormation') return formationYear + 1;
  if (parity === 'formationYear') return formationYear + 2;
  const next = formationYear + 1;
  return (next % 2 === 1) === (parity === 'odd') ? next : next + 1;
}

/**
 * The rule's deadlines in order, the first after the formation date. Infinite but for one-time rules.
 * @internal
 */
export function* dueDates(rule: DueRule, formedOn: Date): Generator<Date> {
  const year = formedOn.getUTCFullYear();
  const month = formedOn.getUTCMonth() + 1;
  const day = formedOn.getUTCDate();
  switch (rule.kind) {
    case 'onceWithinDays':
      yield addDays(formedOn, rule.days);
      return;
    case 'fourthMonthThenFixed': {
      const first = monthAfter(formedOn, 3);
      const firstDue = calendarDate(first.year, first.month, 15);
      yield firstDue;
      for (let y = year + 1; ; y++) {
        const due = calendarDate(y, rule.month, rule.day);
        if (due > firstDue) yield due;
      }
    }
    case 'fixedDate': {
      const every = rule.everyYears ?? 1;
      const start = every === 2 ? firstBiennialYear(year, rule.parity ?? 'yearAfterFormation') : year + 1;
      for (let y = start; ; y += every) yield calendarDate(y, rule.month, rule.day);
    }
    case 'anniversaryQuarterEnd': {
      const quarterEndMonth = Math.ceil(month / 3) * 3;
      for (let y = year + 1; ; y++) yield calendarDate(y, quarterEndMonth, daysInMonth(y, quarterEndMonth));
    }
    case 'initialThenAnniversaryMonthEnd':
      yield addDays(formedOn, rule.days);
      for (let y = year + rule.everyYears; ; y += rule.everyYears) yield calendarDate(y, month, daysInMonth(y, month));
    case 'anniversaryMonth':
      for (let y = year + rule.everyYears; ; y += rule.everyYears)
        yield calendarDate(y, month, rule.day === 'first' ? 1 : daysInMonth(y, month));
    case 'beforeAnniversaryMonth':
      for (let y = year + 1; ; y++) yield addDays(calendarDate(y, month, 1), -1);
    case 'anniversaryDate':
      for (let y = year + 1; ; y++) yield calendarDate(y, month, day);
  }
}

/** The first deadline of a newly formed entity. */
export function firstDueDate(rule: DueRule, formedOn: Date): Date {
  return dueDates(rule, formedOn).next().value as Date;
}

/** The first deadline strictly after `after` (e.g. the next one once a filing is recorded); null when none is left. */
export function nextDueDate(rule: DueRule, formedOn: Date, after: Date): Date | null {
  for (const due of dueDates(rule, formedOn)) if (due > after) return due;
  return null;
}

export interface Deadline {
  rule: ObligationRule;
  dueDate: Date;
}

/** An entity's next deadline for each of its obligations on or after `from`, soonest first. */
export function nextDeadlines(stateCode: string, entityType: EntityType, formedOn: Date, from: Date): Deadline[] {
  return complianceRulesFor(stateCode, entityType)
    .flatMap((rule) => {
      const dueDate = nextDueDate(rule.due, formedOn, addDays(from, -1));
      return dueDate ? [{ rule, dueDate }] : [];
    })
    .sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime() || a.rule.id.localeCompare(b.rule.id));
}
