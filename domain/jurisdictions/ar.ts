// Arkansas: the Secretary of State's Business and Commercial Services division forms entities and collects the
// annual franchise tax report, due May 1 from the year after formation (Ark. Code § 26-54-104).
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, EDUCATION, INSURANCE, NOT_TRUSTS, TRUST, ULLCA_LLC_FORMS } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

/** Ark. Code § 4-27-122(a): the corporation fee table. */
const CORP_FEES =
  'https://getpocketlaw.com/law/state_arkansas/section-4-27-122-filing-service-and-copying-fees_6d30114e89a4';
const FRANCHISE_TAX = 'https://www.harborcompliance.com/information/arkansas-annual-report';
const FRANCHISE_TAX_2 = 'https://fileforms.com/?p=5873';
const LLC_GUIDE = 'https://startabusiness.org/ar/llc/';

const corpFee = (amount: number, item: string, crossCheck?: string): Fee => ({
  amount,
  source: source(CORP_FEES, { ...(crossCheck ? { crossCheck } : {}), note: `Ark. Code § 4-27-122(a), ${item}` }),
});
const DISSOLUTION_GUIDE_LLC = 'https://northwestregisteredagent.com/llc/arkansas/dissolve';
const DISSOLUTION_GUIDE_CORP = 'https://northwestregisteredagent.com/dissolve-arkansas-corporation.html';

const goodStanding: Fee = {
  amount: 5,
  source: source(CORP_FEES, {
    note: 'Ark. Code § 4-27-122(c)(2): $5 for a certificate',
    unconfirmed:
      'The $5 certificate fee of § 4-27-122(c)(2) stands in; the Secretary’s certificate of good standing price was not read.',
  }),
};
const changeOfAgent: Fee = {
  amount: 0,
  source: source('https://courtgpt.ai/laws/arkansas/title-4/subtitle-4/chapter-42/subchapter-7/section-4-42-708', {
    note: 'Ark. Code § 4-42-708(3): a partnership’s notice of change of registered agent, no fee',
    unconfirmed:
      'The partnerships’ no-fee notice of § 4-42-708(3) stands in; the LLC and corporate fees for a change of agent were not read.',
  }),
};

const franchiseTax = (type: 'LLC' | 'CORP', amount: number, varies: string, foreign = false): ObligationRule => ({
  id: `AR-${type}-FRANCHISE-TAX${foreign ? '-FOREIGN' : ''}`,
  title: 'Annual Franchise Tax Report',
  description: 'Arkansas annual franchise tax report and tax, due May 1 each year from the year after formation.',
  fee: {
    amount,
    ...(varies ? { varies } : {}),
    source: source(FRANCHISE_TAX, {
      crossCheck: foreign
        ? 'https://legalclarity.org/arkansas-franchise-tax-return-who-must-file-and-payment-rules'
        : FRANCHISE_TAX_2,
      note: 'Ark. Code § 26-54-104; $5 more to file online',
    }),
  },
  lateFee: {
    amount: 25,
    varies: '$25 plus interest added daily, at most twice the tax',
    source: source(FRANCHISE_TAX, { crossCheck: FRANCHISE_TAX_2 }),
  },
  due: { kind: 'fixedDate', month: 5, day: 1 },
});

const CORP_TAX = '0.3% of outstanding capital stock, at least $150; $300 for a corporation without stock';

export const AR: Jurisdiction = {
  code: 'AR',
  name: 'Arkansas',
  description:
    'For businesses operating in Arkansas: a $45 online LLC filing and a flat $150 franchise tax report each May 1.',
  filingOffice: {
    name: 'Arkansas Secretary of State, Business and Commercial Services',
    url: 'https://www.sos.arkansas.gov/business-commercial-services-bcs',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Organization (Form LL-01)',
      formation: {
        amount: 45,
        source: source(LLC_GUIDE, {
          crossCheck: 'https://bestllcservices.com/arkansas-llc-articles-of-organization/',
          note: '$45 online, $50 on paper',
        }),
      },
      renewal: { fee: 150, description: 'Annual franchise tax report, due May 1' },
      obligations: [franchiseTax('LLC', 150, '')],
      filings: {
        AMENDMENT: {
          amount: 50,
          source: source(CORP_FEES, {
            note: 'Ark. Code § 4-27-122(a)(7): articles of amendment of a corporation, $50',
            unconfirmed: 'The corporations’ $50 amendment fee stands in; the LLC amendment fee was not read.',
          }),
        },
        FOREIGN_QUALIFICATION: {
          amount: 275,
          source: source(LLC_GUIDE, { note: 'Certificate of Registration: $275 online, $300 on paper' }),
        },
        GOOD_STANDING: goodStanding,
        DISSOLUTION: {
          amount: 50,
          source: source(DISSOLUTION_GUIDE_LLC, {
            note: 'Articles of Dissolution, filed with a final franchise tax report',
          }),
        },
        CHANGE_OF_AGENT: changeOfAgent,
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: corpFee(50, 'articles of incorporation (paper; online filings add a processing fee)'),
      renewal: {
        fee: 150,
        description: 'Annual franchise tax report, due May 1; 0.3% of outstanding stock, $150 minimum',
      },
      obligations: [franchiseTax('CORP', 150, CORP_TAX)],
      foreignObligations: [
        franchiseTax(
          'CORP',
          300,
          'Tax on the capital stock employed in Arkansas, at least $300 for a foreign corporation',
          true,
        ),
      ],
      filings: {
        AMENDMENT: corpFee(50, 'amendment of articles of incorporation'),
        FOREIGN_QUALIFICATION: {
          amount: 270,
          source: source('https://www.delawareinc.com/ourservices/foreign-qualification/arkansas/', {
            note: 'Application for Certificate of Authority',
          }),
        },
        GOOD_STANDING: goodStanding,
        DISSOLUTION: corpFee(50, 'articles of dissolution', DISSOLUTION_GUIDE_CORP),
        CHANGE_OF_AGENT: changeOfAgent,
      },
    },
  },
  processingTime: {
    businessDays: 2,
    basis: 'Processed within two days of receipt; walk-in filings while you wait',
    source: source('https://bestllcservices.com/arkansas-llc-articles-of-organization/', {
      crossCheck: DISSOLUTION_GUIDE_LLC,
    }),
  },
  // No paid expedite is published; walk-in filings are processed while the filer waits.
  expedite: [],
  names: {
    distinguishable: { LLC: 'Ark. Code § 4-38-112', CORP: 'Ark. Code § 4-26-401(3)' },
    designators: {
      LLC: {
        forms: ULLCA_LLC_FORMS,
        statute: 'Ark. Code § 4-38-112',
        severity: 'error',
        note: 'The Uniform Limited Liability Company Act forms; the former § 4-32-103 listed the same',
      },
      CORP: {
        forms: ['Corporation', 'Company', 'Incorporated', 'Corp.', 'Co.', 'Inc.'],
        statute: 'Ark. Code § 4-26-401(1)',
        severity: 'error',
        note: 'The name may not end with "and Company" or "& Co."',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the State Bank Department',
        statute: 'Ark. Code § 4-26-401(2); title 23, subtitle 2 (Banking)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Insurance Commissioner for an insurance business',
        statute: 'Ark. Code title 23, subtitle 3 (Insurance)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Higher Education Coordinating Board for a school conferring degrees',
        statute: 'Ark. Code title 6 (Education)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
