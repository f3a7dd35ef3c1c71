// What each state's statute asks of a business name: the designator an entity type must carry, and words that the
// state refuses or files only with a regulator's approval. Read from the statutes named beside each rule.
import type { EntityType } from './catalog';
import {
  BANK,
  CORPORATE_FORMS,
  EDUCATION,
  INSURANCE,
  LLCS,
  NOT_TRUSTS,
  TRUST,
  ULLCA_LLC_FORMS,
} from './jurisdictions/words';

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
  distinguishable: Record<'LLC' | 'CORP' | 'TRUST', string>;
  designators: Partial<Record<'LLC' | 'CORP', DesignatorRule>>;
  words: readonly WordRule[];
}

/** The designator family of an entity type: a series LLC names itself as an LLC; trusts need none. */
export const designatorFamily = (entityType: EntityType): 'LLC' | 'CORP' | 'TRUST' =>
  entityType === 'SERIES_LLC' ? 'LLC' : entityType;

export const STATE_NAME_RULES: Record<string, StateNameRules> = {
  DE: {
    distinguishable: {
      LLC: '6 Del. C. § 18-102',
      CORP: '8 Del. C. § 102(a)(1)',
      TRUST: '12 Del. C. ch. 38 (Statutory Trust Act)',
    },
    designators: {
      LLC: { forms: ['LLC', 'L.L.C.', 'Limited Liability Company'], statute: '6 Del. C. § 18-102', severity: 'error' },
      CORP: {
        forms: [
          'Inc.',
          'Incorporated',
          'Corp.',
          'Corporation',
          'Co.',
          'Company',
          'Ltd.',
          'Limited',
          'Association',
          'Club',
          'Foundation',
          'Fund',
          'Institute',
          'Society',
          'Union',
          'Syndicate',
        ],
        statute: '8 Del. C. § 102(a)(1)',
        severity: 'error',
      },
    },
    words: [
      {
        words: BANK,
        severity: 'error',
        reason: 'is refused unless the company is a bank supervised by the State Bank Commissioner',
        statute: '6 Del. C. § 18-102; 8 Del. C. § 102(a)(1)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Department of Education when the company confers degrees',
        statute: '8 Del. C. § 125',
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a licence from the Insurance Commissioner for an insurance business',
        statute: '18 Del. C. (Insurance Code)',
      },
    ],
  },
  WY: {
    distinguishable: { LLC: 'W.S. 17-29-108', CORP: 'W.S. 17-16-401', TRUST: 'W.S. 17-23 (Statutory Trust Act)' },
    designators: {
      LLC: {
        forms: ULLCA_LLC_FORMS,
        statute: 'W.S. 17-29-108(a)',
        severity: 'error',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'W.S. 17-16-401(a)(i)',
        severity: 'error',
      },
    },
    words: [
      {
        words: BANK,
        severity: 'warning',
        reason: 'may be used only by a bank chartered or authorised by the Division of Banking',
        statute: 'W.S. title 13 (Banks, Banking and Finance)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: TRUST,
        severity: 'warning',
        reason: 'may be used only by a trust company chartered by the Division of Banking',
        statute: 'W.S. title 13 (Banks, Banking and Finance)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Insurance Commissioner for an insurance business',
        statute: 'W.S. title 26 (Insurance Code)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Department of Education for a school conferring degrees',
        statute: 'W.S. title 21 (Education)',
      },
    ],
  },
  NV: {
    distinguishable: { LLC: 'NRS 86.171', CORP: 'NRS 78.039', TRUST: 'NRS ch. 88A (Business Trusts)' },
    designators: {
      LLC: {
        forms: [
          'LLC',
          'L.L.C.',
          'Limited-Liability Company',
          'Limited Liability Company',
          'Limited Company',
          'Limited',
          'Ltd.',
          'L.C.',
          'LC',
          'Limited-Liability Co.',
          'Limited Liability Co.',
          'Ltd. Liability Co.',
          'Ltd. Liability Company',
        ],
        statute: 'NRS 86.171(1)(a)',
        severity: 'error',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'NRS ch. 78',
        severity: 'warning',
        note: 'Nevada requires it when the name could be read as a person’s name; adding one avoids a refusal',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Commissioner of Financial Institutions before the state files the name',
        statute: 'NRS 78.045; NRS 86.171',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Commissioner of Insurance before the state files the name',
        statute: 'NRS 78.045; NRS 86.171',
      },
      {
        words: [...EDUCATION, 'engineer', 'engineering', 'engineered'],
        severity: 'warning',
        reason: 'needs the approval of the state board that licenses it before the state files the name',
        statute: 'NRS 78.045; NRS 86.171',
      },
    ],
  },
  CA: {
    distinguishable: {
      LLC: 'Cal. Corp. Code § 17701.08(b)',
      CORP: 'Cal. Corp. Code § 201',
      TRUST: 'Cal. Corp. Code § 201',
    },
    designators: {
      LLC: {
        forms: [
          'LLC',
          'L.L.C.',
          'Limited Liability Company',
          'Limited Liability Co.',
          'Ltd. Liability Co.',
          'Ltd. Liability Company',
        ],
        statute: 'Cal. Corp. Code § 17701.08(a)',
        severity: 'error',
      },
      CORP: {
        forms: ['Inc.', 'Incorporated', 'Corp.', 'Corporation', 'Ltd.', 'Limited'],
        statute: 'Cal. Corp. Code § 201',
        severity: 'warning',
        note: 'California requires it when the name is a person’s name; adding one avoids a refusal',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, 'incorporated', 'inc', 'corporation', 'corp', 'insurer', 'insurance company'],
        severity: 'error',
        reason: 'cannot be part of a California LLC name',
        statute: 'Cal. Corp. Code § 17701.08(e)',
        entityTypes: LLCS,
      },
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason:
          'needs a certificate of approval from the Commissioner of Financial Protection and Innovation attached to the articles',
        statute: 'Cal. Corp. Code § 201',
        entityTypes: ['CORP'],
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Insurance Commissioner for an insurance business',
        statute: 'Cal. Ins. Code',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Bureau for Private Postsecondary Education for a degree-granting school',
        statute: 'Cal. Educ. Code (Private Postsecondary Education Act)',
      },
    ],
  },
  SD: {
    distinguishable: { LLC: 'SDCL 47-34A-105(b)', CORP: 'SDCL 47-1A-401(b)', TRUST: 'SDCL 47-34A-105(b)' },
    designators: {
      LLC: {
        forms: [...ULLCA_LLC_FORMS, 'Ltd. Co.', 'Limited Co.', 'Ltd. Company'],
        statute: 'SDCL 47-34A-105(a)',
        severity: 'error',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'SDCL 47-1A-401(a)(1)',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'may be used only with the approval of the Division of Banking',
        statute: 'SDCL title 51A (Banks)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Division of Insurance for an insurance business',
        statute: 'SDCL title 58 (Insurance)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Board of Regents for a degree-granting school',
        statute: 'SDCL title 13 (Education)',
      },
    ],
  },
  IL: {
    distinguishable: {
      LLC: '805 ILCS 180/1-10(a)',
      CORP: '805 ILCS 5/4.05(a)',
      TRUST: '805 ILCS 405 (Business Trust Registration Act)',
    },
    designators: {
      LLC: {
        forms: ['LLC', 'L.L.C.', 'Limited Liability Company'],
        statute: '805 ILCS 180/1-10(a)(1)',
        severity: 'error',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: '805 ILCS 5/4.05(a)(1)',
        severity: 'error',
      },
    },
    words: [
      {
        words: ['incorporated', 'inc', 'corporation', 'corp', 'limited partnership', 'lp'],
        severity: 'error',
        reason: 'cannot be part of an Illinois LLC name',
        statute: '805 ILCS 180/1-10(a)',
        entityTypes: LLCS,
      },
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'may be used only with the approval of the Department of Financial and Professional Regulation',
        statute: '205 ILCS 5 (Illinois Banking Act)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Department of Insurance for an insurance business',
        statute: '215 ILCS 5 (Illinois Insurance Code)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Board of Higher Education for a degree-granting school',
        statute: '110 ILCS 1010 (Academic Degree Act)',
      },
    ],
  },
};
