// Iowa: the Secretary of State forms entities and asks a biennial report between January 1 and April 1 of
// odd-numbered years, the first in the first odd year after the year of formation (Iowa Code § 489.212).
// The current LLC fee schedule is set by the Secretary of State (§ 489.117) and was not found; the older
// statutory schedules (§ 490.122 for corporations, former ch. 490A for LLCs) stand in where noted.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST, ULLCA_LLC_FORMS } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const SOURCELINK = 'https://www.iasourcelink.com/licensing/detail/certificate-of-organization-limited-liability-co';
const LLCINFO = 'http://llcinfo.com/start-an-llc/iowa-llc/';
const CORP_FEES = 'http://www.laws9.com/statutes/iowa/title-12/subtitle-2/chapter-490/490-122';
const OLD_LLC_FEES = 'http://www.laws9.com/statutes/iowa/title-12/subtitle-2/chapter-490a/490a-124';

const corpFee = (amount: number, item: string): Fee => ({
  amount,
  source: source(CORP_FEES, { note: `Iowa Code § 490.122(1), ${item}` }),
});
const oldLlcFee = (amount: number, item: string): Fee => ({
  amount,
  source: source(OLD_LLC_FEES, {
    note: `Former Iowa Code § 490A.124(1), ${item}; the current schedule under § 489.117 was not found`,
  }),
});

const LLC_FILINGS: Filings = {
  AMENDMENT: oldLlcFee(50, 'amendment of articles of organization'),
  FOREIGN_QUALIFICATION: {
    amount: 100,
    source: source(CORP_FEES, {
      note: 'The LLC fee was not found; the corporations’ $100 application for certificate of authority (§ 490.122(1)(s)) stands in',
    }),
  },
  GOOD_STANDING: {
    amount: 5,
    source: source(CORP_FEES, {
      note: 'The LLC fee was not found; the corporations’ $5 certificate of existence (§ 490.122(1)(x)) stands in',
    }),
  },
  DISSOLUTION: oldLlcFee(5, 'articles of dissolution'),
  CHANGE_OF_AGENT: oldLlcFee(0, 'statement of change of registered agent (no fee)'),
};

const CORP_FILINGS: Filings = {
  AMENDMENT: corpFee(50, 'amendment of articles of incorporation'),
  FOREIGN_QUALIFICATION: corpFee(100, 'application for certificate of authority'),
  GOOD_STANDING: corpFee(5, 'application for certificate of existence or authorization'),
  DISSOLUTION: corpFee(5, 'articles of dissolution'),
  CHANGE_OF_AGENT: corpFee(0, "corporation's statement of change of registered agent (no fee)"),
};

const biennialReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `IA-${type}-BIENNIAL-REPORT`,
  title: 'Biennial Report',
  description:
    'Iowa biennial report, filed between January 1 and April 1 of each odd-numbered year, the first in the first odd year after the year of formation.',
  fee: {
    amount: 30,
    source: source(LLCINFO, {
      crossCheck: SOURCELINK,
      note:
        type === 'LLC'
          ? '$30 online, $45 on paper'
          : 'The guide gives the LLC fee ($30 online, $45 on paper); the corporations’ report is taken at the same fee',
    }),
  },
  due: { kind: 'fixedDate', month: 4, day: 1, everyYears: 2, parity: 'odd' },
  ...(type === 'CORP'
    ? { approximation: 'The odd-year schedule is the LLC act’s (§ 489.212); corporations are taken to follow it.' }
    : {}),
});

export const IA: Jurisdiction = {
  code: 'IA',
  name: 'Iowa',
  description:
    'For businesses operating in Iowa: a $50 formation approved within days and a report only every two years.',
  filingOffice: { name: 'Iowa Secretary of State, Business Services', url: 'https://sos.iowa.gov/business/' },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Organization (drafted by the filer; Iowa provides no form)',
      formation: { amount: 50, source: source(SOURCELINK, { crossCheck: LLCINFO }) },
      renewal: { fee: 30, description: 'Biennial report in odd-numbered years, due by April 1' },
      obligations: [biennialReport('LLC')],
      filings: LLC_FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: corpFee(50, 'articles of incorporation'),
      renewal: { fee: 30, description: 'Biennial report in odd-numbered years, due by April 1' },
      obligations: [biennialReport('CORP')],
      filings: CORP_FILINGS,
    },
  },
  processingTime: {
    businessDays: 3,
    basis: 'Three business days (online filings often within 24 hours; mail 7-14 business days)',
    source: source(SOURCELINK, { crossCheck: 'https://bestllcservices.com/iowa-llc-certificate-of-organization/' }),
  },
  expedite: [
    {
      label: 'Expedited processing (on request, workload permitting)',
      businessDays: 1,
      fee: { amount: 0, source: source(LLCINFO, { note: 'At no additional cost, depending on the current workload' }) },
    },
  ],
  names: {
    distinguishable: { LLC: 'Iowa Code § 489.108(2)', CORP: 'Iowa Code § 490.401' },
    designators: {
      LLC: { forms: ULLCA_LLC_FORMS, statute: 'Iowa Code § 489.108(1)', severity: 'error' },
      CORP: { forms: CORPORATE_FORMS, statute: 'Iowa Code § 490.401(1)(a)', severity: 'error' },
    },
    words: [
      {
        words: [...BANK, ...TRUST, 'banc', 'banque'],
        severity: 'warning',
        reason: 'needs the approval of the Division of Banking',
        statute: 'Iowa Code § 524.310',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Insurance Division for an insurance business',
        statute: 'Iowa Code title XIII, subtitle 1 (Insurance)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
