// The shape of one US jurisdiction's data module (domain/jurisdictions/<code>.ts): what the state's filing office
// forms, what it charges, what it asks of an entity every year, and how a name must read. Every figure carries the
// page or statute it was read from and the day it was read, so a figure can be checked again and a test can refuse
// one without a source. Pure data: the browser, the server and the workflow sandbox may import it.
import type { EntityType } from '../catalog';

/** Where a figure comes from: the filing office's own page, its fee schedule or the statute where possible. */
export interface Source {
  /** The page or document the figure was read on (https). */
  url: string;
  /** The day it was read, YYYY-MM-DD. */
  readOn: string;
  /** A second page that gives the same figure, where one was found. */
  crossCheck?: string;
  /** What the source says in short where the figure is not written plainly there (a statute section, a table row). */
  note?: string;
  /**
   * Set only where no page read gives this exact figure: what stands in for it and why (e.g. 'the certified-copy fee
   * of the same schedule; the certificate's own fee is not published online'). Such figures are listed apart in the
   * jurisdictions table so that they are confirmed with the office before anyone relies on them.
   */
  unconfirmed?: string;
}

/** An amount the state charges, in whole US dollars. */
export interface Fee {
  /** The fee; where `varies` is set, the minimum the state charges. */
  amount: number;
  /** Set where the amount depends on the entity (shares, revenue, capital): how it varies, in plain words. */
  varies?: string;
  source: Source;
  /**
   * Only in the six states the product specification prices (DE, WY, NV, CA, SD, IL): the specification's figure is
   * kept where the source differs, and this says what the source gives.
   */
  specDiffers?: string;
}

/** How a recurring deadline falls, counted from the formation (or registration) date. */
export type DueRule =
  /**
   * The same day of the year, from the year after formation (Texas May 15, Florida May 1); with `everyYears: 2`,
   * every other year: in odd or even years, or in the years of the formation year's parity (Alaska), or starting the
   * year after formation (District of Columbia).
   */
  | {
      kind: 'fixedDate';
      month: number;
      day: number;
      everyYears?: 1 | 2;
      parity?: 'odd' | 'even' | 'formationYear' | 'yearAfterFormation';
    }
  /** The first or last day of the formation month, every `everyYears` years after formation. */
  | { kind: 'anniversaryMonth'; day: 'first' | 'last'; everyYears: 1 | 2 }
  /** The last day before the anniversary month begins, each year after formation (Illinois). */
  | { kind: 'beforeAnniversaryMonth' }
  /** The formation day each year (29 February falls on 28 February in other years). */
  | { kind: 'anniversaryDate' }
  /** The last day of the calendar quarter that holds the anniversary, each year after formation (Hawaii, Wisconsin). */
  | { kind: 'anniversaryQuarterEnd' }
  /** The 15th day of the 4th month of the first taxable year, then a fixed day each year (California tax). */
  | { kind: 'fourthMonthThenFixed'; month: number; day: number }
  /** Within `days` days of formation, then by the end of the anniversary month every `everyYears` years. */
  | { kind: 'initialThenAnniversaryMonthEnd'; days: number; everyYears: 1 | 2 }
  /** Once, within `days` days of formation (New York's LLC publication, Arizona's for corporations). */
  | { kind: 'onceWithinDays'; days: number };

/** One recurring (or one-time) obligation the state puts on an entity after formation. */
export interface ObligationRule {
  /** Stable key stored with each obligation: `<CODE>-<ENTITY TYPE>-<WHAT>`, e.g. 'TX-LLC-FRANCHISE-TAX'. */
  id: string;
  /** As the calendar shows it: 'Annual Report', 'Franchise Tax Report and Public Information Report'. */
  title: string;
  /** One sentence naming the state, the filing and the due rule in words. */
  description: string;
  /** The state's fee (0 with `varies` when it depends on the entity, e.g. a tax on revenue). */
  fee: Fee;
  /** How the calendar words the fee where the entity type's renewal words do not fit (e.g. a second filing). */
  feeNote?: string;
  /** The state's late fee or penalty, where it publishes one. */
  lateFee?: Fee;
  due: DueRule;
  /** Where the rule simplifies the state's law, in one sentence. */
  approximation?: string;
}

/** The later filings the product orders for a formed entity, with the state's fee for each. */
export interface Filings {
  AMENDMENT: Fee;
  /** Registering an entity formed elsewhere in this state (the fee charged to a foreign entity of this type). */
  FOREIGN_QUALIFICATION: Fee;
  /** The state's certificate of good standing (existence, status). */
  GOOD_STANDING: Fee;
  DISSOLUTION: Fee;
  /** Changing the registered agent (statement of change) of an entity of this type. */
  CHANGE_OF_AGENT: Fee;
}

/** A form the filing office takes, as it names it, with the page it was read on. */
export interface FormName {
  name: string;
  source: Source;
}

export interface EntityTypeRules {
  /** The formation document as the state names it: 'Certificate of Formation (Form 205)'. */
  formationDocument: string;
  /** The state's fee to form a domestic entity of this type. */
  formation: Fee;
  /** Series LLC only: the fee per additional series (0 where none). */
  seriesFee?: Fee;
  /**
   * The builder's one-line renewal figure (the catalog's `renewal`): the recurring state fee an owner should expect
   * each year and its words, e.g. { fee: 0, description: 'Franchise tax on revenue; no tax due below $2.47M' }.
   */
  renewal: { fee: number; description: string };
  /** What the state asks of a domestic entity of this type after formation, in order of due date. */
  obligations: readonly ObligationRule[];
  /** What it asks of a foreign entity of this type registered here, where that differs from `obligations`. */
  foreignObligations?: readonly ObligationRule[];
  filings: Filings;
  /**
   * The form a change of registered agent is filed on, where it was read (the states most companies are formed in);
   * elsewhere domain/state-fees.ts `changeOfAgentForm` names the filing in general words, marked unconfirmed.
   */
  changeOfAgentForm?: FormName;
}

/** A faster service the filing office sells for a formation. */
interface ExpediteOption {
  /** As the office names it: '24-hour', 'Same day', 'Expedited (3 business days)'. */
  label: string;
  businessDays: number;
  fee: Fee;
}

/** A designator a name must carry (any one of the forms), as the statute spells it. */
interface DesignatorRule {
  forms: readonly string[];
  statute: string;
  /** 'warning' where the statute asks for it only in some cases. */
  severity: 'error' | 'warning';
  note?: string;
}

/** Words (whole words, any case) the state refuses or files only with a regulator's approval. */
interface RestrictedWordRule {
  words: readonly string[];
  severity: 'error' | 'warning';
  /** Completes "'Bank' …": e.g. 'needs the approval of the Commissioner of Insurance'. */
  reason: string;
  statute: string;
  /** Entity types it applies to (all when absent). */
  entityTypes?: readonly EntityType[];
}

interface NameRules {
  /** The statute that compares a new name with names on record, per entity family the state forms. */
  distinguishable: Partial<Record<'LLC' | 'CORP' | 'TRUST', string>>;
  designators: Partial<Record<'LLC' | 'CORP', DesignatorRule>>;
  words: readonly RestrictedWordRule[];
}

/** A notice the entity must publish in newspapers after formation (New York, Arizona, Nebraska). */
interface PublicationRule {
  entityTypes: readonly EntityType[];
  /** Days after formation (or registration) by which proof of publication is due. */
  withinDays: number;
  /** One or two sentences: what is published, where, for how long, and what is filed afterwards. */
  description: string;
  /** The state's fee for filing the proof (the newspapers' own charges vary and are not included). */
  fee: Fee;
  /** Applies to foreign entities registered here too. */
  foreignToo: boolean;
}

export interface Jurisdiction {
  /** USPS code: 'TX', 'DC'. */
  code: string;
  name: string;
  /** One sentence for the state picker: what the state is known for, for whom it fits. */
  description: string;
  filingOffice: { name: string; url: string };
  /** LLC and CORP always; TRUST and SERIES_LLC where the state's statutes provide for them. */
  entityTypes: { LLC: EntityTypeRules; CORP: EntityTypeRules } & Partial<
    Record<'TRUST' | 'SERIES_LLC', EntityTypeRules>
  >;
  /** The office's standard turnaround for an online (or, where none, mailed) formation. */
  processingTime: { businessDays: number; basis: string; source: Source };
  expedite: readonly ExpediteOption[];
  publication?: PublicationRule;
  names: NameRules;
  /** The state still certifies a dissolved entity's status (a certificate showing the dissolution). */
  statusCertificateAfterDissolution: boolean;
}
