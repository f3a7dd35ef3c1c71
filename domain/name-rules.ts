// What each state's statute asks of a business name: the designator an entity type must carry, and words that the
// state refuses or files only with a regulator's approval. Read from the statutes named beside each rule, in each
// jurisdiction's module.
import type { EntityType } from './catalog';
import { JURISDICTIONS } from './jurisdictions';
import { CORPORATE_FORMS } from './jurisdictions/words';

export { CORPORATE_FORMS };

export type NameSeverity = 'error' | 'warning';

/** Designators a name must contain (any one of them), as the statute spells them. */
interface DesignatorRule {
  forms: readonly string[];
  statute: string;
  /** Only explained, not required (the statute asks for it in some cases only). */
  severity: NameSeverity;
  note?: string;
}

/** Words (whole words, any case) that the state refuses or files only with an approval. */
interface WordRule {
  words: readonly string[];
  severity: NameSeverity;
  /** Why, completing "'Bank' …": e.g. "needs the approval of the Commissioner of Insurance". */
  reason: string;
  statute: string;
  /** Entity types the rule applies to (all when absent). */
  entityTypes?: readonly EntityType[];
}

export interface StateNameRules {
  /** The statute comparing a new name with names on record, per entity family (trusts only where the state forms them). */
  distinguishable: Partial<Record<'LLC' | 'CORP' | 'TRUST', string>>;
  designators: Partial<Record<'LLC' | 'CORP', DesignatorRule>>;
  words: readonly WordRule[];
}

/** The designator family of an entity type: a series LLC names itself as an LLC; trusts need none. */
export const designatorFamily = (entityType: EntityType): 'LLC' | 'CORP' | 'TRUST' =>
  entityType === 'SERIES_LLC' ? 'LLC' : entityType;

/** Each jurisdiction's name rules, from its module (domain/jurisdictions/). */
export const STATE_NAME_RULES: Record<string, StateNameRules> = Object.fromEntries(
  JURISDICTIONS.map((jurisdiction) => [jurisdiction.code, jurisdiction.names]),
);
