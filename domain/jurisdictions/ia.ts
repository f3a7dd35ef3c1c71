// Iowa: the Secretary of State forms entities and asks a biennial report between January 1 and April 1: LLCs in
// odd-numbered years (Iowa Code § 489.212), business corporations in even-numbered years (§ 490.1621), each first in
// the first such year after the year of formation. Corporate fees are the statutory schedule of § 490.122; the LLC
// fees are the schedule of § 489.117 as last read, which the Secretary of State may since have changed.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST, ULLCA_LLC_FORMS } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const SOURCELINK = 'https://www.iasourcelink.com/licensing/detail/certificate-of-organization-limited-liability-co';
const LLCINFO = 'http://llcinfo.com/start-an-llc/iowa-llc/';
const CORP_FEES = 'http://www.laws9.com/statutes/iowa/title-12/subtitle-2/chapter-490/490-122';
const CORP_FEES_CURRENT = 'https://codes.findlaw.com/ia/title-xii-business-entities-chs-486-504c/ia-code-sect-490-122/';
const LLC_FEES = 'http://laws9.com/statutes/iowa/title-12/subtitle-2/chapter-489/489-117';
const FISCAL_NOTE = 'https://app.legiplex.com/ia/legislature/2025/2025-r/bills/hf997/draft-2273267?id=2273267';

const corpFee = (amount: number, item: string): Fee => ({
  amount,
  source: source(CORP_FEES, { crossCheck: CORP_FEES_CURRENT, note: `Iowa Code § 490.122(1), ${item}` }),
});
const llcFee = (amount: number, item: string): Fee => ({
  amount,
  source: source(LLC_FEES, {
    note: `Iowa Code § 489.117(1), ${item}`,
    unconfirmed:
      'The statutory schedule of § 489.117 as reproduced by laws9 stands in; the Secretary of State’s current LLC fee list was not read.',
  }),
});

const LLC_FILINGS: Filings = {
  AMENDMENT: llcFee(50, 'amendment to certificate of organization'),
  FOREIGN_QUALIFICATION: {
    amount: 100,
    source: source(
      'http://formanllc.org/ia/form-a-foreign-llc-in-iowa-limited-liability-company-application-for-certificate-of-authority/',
      { note: 'Application for certificate of authority of a foreign LLC; a formation guide, no second source found' },
    ),
  },
  GOOD_STANDING: {
    amount: 5,
    source: source(CORP_FEES, {
      unconfirmed:
        'The corporations’ $5 certificate of existence (§ 490.122(1)(x)) stands in; the LLC row of § 489.117 was cut off in what was read.',
    }),
  },
  DISSOLUTION: llcFee(5, 'statement of dissolution'),
  CHANGE_OF_AGENT: llcFee(0, 'statement of change of registered agent (no fee)'),
};

const CORP_FILINGS: Filings = {
  AMENDMENT: corpFee(50, 'amendment of articles of incorporation'),
  FOREIGN_QUALIFICATION: corpFee(100, 'application for certificate of authority'),
  GOOD_STANDING: corpFee(5, 'application for certificate of existence or authorization'),
  DISSOLUTION: corpFee(5, 'articles of dissolution'),
  CHANGE_OF_AGENT: corpFee(0, "corporation's statement of change of registered agent (no fee)"),
};

const LLC_BIENNIAL: ObligationRule = {
  id: 'IA-LLC-BIENNIAL-REPORT',
  title: 'Biennial Report',
  description:
    'Iowa biennial report, filed between January 1 and April 1 of each odd-numbered year, the first in the first odd year after the year of formation.',
  fee: { amount: 30, source: source(LLCINFO, { crossCheck: SOURCELINK, note: '$30 online, $45 on paper' }) },
  due: { kind: 'fixedDate', month: 4, day: 1, everyYears: 2, parity: 'odd' },
};

const CORP_BIENNIAL: ObligationRule = {
  id: 'IA-CORP-BIENNIAL-REPORT',
  title: 'Biennial Report',
  description:
    'Iowa biennial report, filed between January 1 and April 1 of each even-numbered year, the first in the first even year after the year of incorporation.',
  fee: {
    amount: 60,
    source: source(FISCAL_NOTE, {
      crossCheck: 'https://www.billtrack50.com/billdetail/1883019',
      note: 'The Legislative Services fiscal note on HF 997 (2025): § 490.122(1)(ad) fixes the fee at $60; § 490.1621 sets the even years. HF 997 would let the Secretary set the fee instead.',
    }),
  },
  due: { kind: 'fixedDate', month: 4, day: 1, everyYears: 2, parity: 'even' },
};

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
      obligations: [LLC_BIENNIAL],
      filings: LLC_FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: corpFee(50, 'articles of incorporation'),
      renewal: { fee: 60, description: 'Biennial report in even-numbered years, due by April 1' },
      obligations: [CORP_BIENNIAL],
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
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
