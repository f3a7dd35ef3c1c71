// The compliance calendar's rules: what each offered state asks of each entity type after formation, and when.
// Pure functions only; the worker and the API store and remind, this file decides dates.
//
// Approximations (each also noted on its rule):
// - Fees are the catalog's renewal fees (domain/catalog.ts); where a state's amount depends on the entity's
//   figures (Delaware corporate franchise tax, Wyoming license tax above the minimum) the calendar shows the date
//   and the catalog wording, not the amount.
// - Nevada's initial list is filed with the formation, so the calendar starts with the first annual list.
// - California taxable years are taken as calendar years, without the 15-day rule for entities formed late in a year.
// - South Dakota entities that chose the January 31 filing date (SDCL 59-11-25(2)) are not modelled.
// - Trusts where the state has no report in the catalog (DE, NV, IL) only get the registered-agent renewal.

import { addDays, calendarDate, daysInMonth, monthAfter } from './calendar-dates';
import { type EntityType, STATE_BY_CODE } from './catalog';
import { FRANCHISE_TAX_RULE_ID } from './delaware-franchise-tax';
import type { DueRule } from './jurisdictions/types';

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
const CA_LLC_STATEMENT_FEE = 20;
const CA_CORP_STATEMENT_FEE = 25;

function catalogRenewal(stateCode: string, entityType: EntityType): { fee: number; feeNote: string } | null {
  const renewal = STATE_BY_CODE.get(stateCode)?.entityTypes[entityType]?.renewal;
  return renewal ? { fee: renewal.fee, feeNote: renewal.description } : null;
}

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

type StateRules = (entityType: EntityType, renewal: { fee: number; feeNote: string }) => ObligationRule[];

const STATE_RULES: Record<string, StateRules> = {
  DE: (entityType, renewal) => {
    if (entityType === 'TRUST') return [];
    if (entityType === 'CORP')
      return [
        {
          id: FRANCHISE_TAX_RULE_ID,
          title: 'Annual Franchise Tax Report',
          description: 'Delaware annual franchise tax report and tax for the previous year, due March 1.',
          ...renewal,
          due: { kind: 'fixedDate', month: 3, day: 1 },
          approximation:
            "The tax depends on shares and assets: enter them for an estimate by both of Delaware's methods.",
        },
      ];
    return [
      {
        id: `DE-${entityType}-ANNUAL-TAX`,
        title: 'Annual Tax',
        description: 'Delaware annual tax for the previous year, due June 1.',
        ...renewal,
        due: { kind: 'fixedDate', month: 6, day: 1 },
      },
    ];
  },
  WY: (entityType, renewal) => [
    {
      id: `WY-${entityType}-ANNUAL-REPORT`,
      title: 'Annual Report and License Tax',
      description: 'Wyoming annual report with license tax, due on the first day of the anniversary month.',
      ...renewal,
      due: { kind: 'anniversaryMonth', day: 'first', everyYears: 1 },
      approximation: 'The fee is the minimum license tax; Wyoming assets above $300,000 are taxed more.',
    },
  ],
  NV: (entityType, renewal) =>
    entityType === 'TRUST'
      ? []
      : [
          {
            id: `NV-${entityType}-ANNUAL-LIST`,
            title: 'Annual List and State Business License',
            description:
              'Nevada annual list of officers or managers and business license renewal, due by the end of the anniversary month.',
            ...renewal,
            due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
            approximation:
              'The initial list is filed with the formation: the calendar starts with the first annual list.',
          },
        ],
  CA: (entityType, renewal) => [
    {
      id: `CA-${entityType}-FRANCHISE-TAX`,
      title: 'Annual Franchise Tax',
      description:
        'California annual franchise tax: by the 15th day of the 4th month of the first taxable year, then each April 15.',
      ...renewal,
      due: { kind: 'fourthMonthThenFixed', month: 4, day: 15 },
      approximation:
        'Taxable years are calendar years; the 15-day rule for entities formed late in a year is not applied.',
    },
    entityType === 'CORP'
      ? {
          id: 'CA-CORP-STATEMENT',
          title: 'Statement of Information',
          description:
            'California statement of information: within 90 days of incorporation, then every year by the end of the anniversary month.',
          fee: CA_CORP_STATEMENT_FEE,
          feeNote: 'Statement of information filing fee',
          due: { kind: 'initialThenAnniversaryMonthEnd', days: 90, everyYears: 1 },
          approximation: 'The catalog words the statement as biennial ($20); corporations file it yearly ($25).',
        }
      : {
          id: `CA-${entityType}-STATEMENT`,
          title: 'Statement of Information',
          description:
            'California statement of information: within 90 days of formation, then every two years by the end of the anniversary month.',
          fee: CA_LLC_STATEMENT_FEE,
          feeNote: 'Biennial statement filing fee',
          due: { kind: 'initialThenAnniversaryMonthEnd', days: 90, everyYears: 2 },
        },
  ],
  SD: (entityType, renewal) => [
    {
      id: `SD-${entityType}-ANNUAL-REPORT`,
      title: 'Annual Report',
      description: 'South Dakota annual report, due in the anniversary month (SDCL 59-11-25).',
      ...renewal,
      due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
      approximation: 'Entities that chose the January 31 filing date are not modelled.',
    },
  ],
  IL: (entityType, renewal) =>
    entityType === 'TRUST'
      ? []
      : [
          {
            id: `IL-${entityType}-ANNUAL-REPORT`,
            title: 'Annual Report',
            description: 'Illinois annual report, due before the first day of the anniversary month.',
            ...renewal,
            due: { kind: 'beforeAnniversaryMonth' },
            ...(entityType === 'CORP'
              ? { approximation: 'Illinois franchise tax depends on paid-in capital: the fee is the report fee only.' }
              : {}),
          },
        ],
};

/** Every recurring obligation of an entity of this type formed in this state (empty for unknown states). */
export function complianceRulesFor(stateCode: string, entityType: EntityType): ObligationRule[] {
  const stateRules = STATE_RULES[stateCode];
  if (!stateRules) return [];
  // A trust in Illinois is allowed but absent from the fee table: no state report, a zero fee.
  const renewal = catalogRenewal(stateCode, entityType) ?? { fee: 0, feeNote: 'No annual renewal fee' };
  return [...stateRules(entityType, renewal), registeredAgentRenewal(stateCode)];
}

export const COMPLIANCE_STATES = Object.keys(STATE_RULES);

/** The rule with this id for that state and entity type, or undefined. */
export function findComplianceRule(stateCode: string, entityType: EntityType, ruleId: string) {
  return complianceRulesFor(stateCode, entityType).find((rule) => rule.id === ruleId);
}

/** The first year after `formationYear` that a biennial fixed-date rule falls in. */
function firstBiennialYear(formationYear: number, parity: 'odd' | 'even' | 'formationYear' | 'yearAfterFormation') {
  if (parity === 'yearAfterFormation') return formationYear + 1;
  if (parity === 'formationYear') return formationYear + 2;
  const next = formationYear + 1;
  return (next % 2 === 1) === (parity === 'odd') ? next : next + 1;
}

/** The rule's deadlines in order, the first after the formation date. Infinite but for one-time rules. */
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
