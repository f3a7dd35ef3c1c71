// Maine: Secretary of State, Bureau of Corporations, Elections and Commissions. LLC fees from 31 MRSA §1680;
// corporate fees from the Bureau's schedule as the guides quote it; every entity's annual report is due June 1 of
// each year after formation ($85 domestic, $150 foreign), per the Bureau's filing reminders.
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const LLC_ACT_FEES = 'https://instalawyer.io/laws/maine-revised-statutes/31-1680-filing-and-copying';
const REMINDERS = 'https://www1.maine.gov/sos/cec/corp/helpful.html';
const LLC_GUIDE = 'https://reference180.com/how-to-form-an-llc-in-maine/';
const CORP_GUIDE = 'https://reference180.com/how-to-incorporate-in-maine/';
const LLC_PAGE = 'https://www.maine.gov/sos/cec/corp/llc.html';
const LATE_FEE = fee(
  50,
  source('https://launchllc.us/maine-llcs-annual-report', {
    crossCheck: 'https://suryapadhiea.com/maine-annual-report-state-filings',
  }),
);
const CERTIFICATE_OF_EXISTENCE = fee(
  30,
  source(LLC_ACT_FEES, { note: '31 MRSA §1680(5): certificate of existence $30' }),
);
/** Fees no page read gives: the closest sourced figure stands in, and `unconfirmed` names it. */
const unread = (amount: number, what: string, closest: string, url: string) =>
  fee(
    amount,
    source(url, {
      unconfirmed: `${closest} stands in for the ${what} fee; the later rows of 31 MRSA §1680 and the corporate fee schedule were not in what was read.`,
    }),
  );
const AMENDED_REPORT_LAW = 'https://legislature.maine.gov/ros/LOM/LOM122nd/14Pub501-550/Pub501-550-112.htm';

const annualReport = (type: 'LLC' | 'CORP', foreign: boolean): ObligationRule => ({
  id: `ME-${type}-${foreign ? 'FOREIGN-' : ''}ANNUAL-REPORT`,
  title: 'Annual Report',
  description: `Maine annual report${foreign ? ' of a foreign entity' : ''}, due June 1 of each year after the year of formation.`,
  fee: fee(
    foreign ? 150 : 85,
    source(REMINDERS, {
      crossCheck: type === 'LLC' ? LLC_ACT_FEES : 'https://findlegalforms.com/articles/?p=231',
      note: '$85 for domestic and $150 for foreign business entities',
    }),
  ),
  lateFee: LATE_FEE,
  due: { kind: 'fixedDate', month: 6, day: 1 },
});

export const ME: Jurisdiction = {
  code: 'ME',
  name: 'Maine',
  description:
    'A small New England economy with paper filings and a June 1 annual report; fits businesses operating in Maine.',
  filingOffice: { name: 'Maine Secretary of State, Division of Corporations, UCC and Commissions', url: LLC_PAGE },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Formation (Form MLLC-6)',
      formation: fee(
        175,
        source(LLC_GUIDE, {
          crossCheck: 'https://startabusiness.org/me/llc/domestic/',
          note: 'By mail; no online filing',
        }),
      ),
      renewal: { fee: 85, description: 'Annual report' },
      obligations: [annualReport('LLC', false)],
      foreignObligations: [annualReport('LLC', true)],
      filings: {
        AMENDMENT: unread(
          35,
          'LLC certificate of amendment (Form MLLC-5)',
          'The $35 amended annual report fee',
          AMENDED_REPORT_LAW,
        ),
        FOREIGN_QUALIFICATION: fee(
          250,
          source(LLC_GUIDE, {
            crossCheck: 'https://startabusiness.org/me/llc/foreign/',
            note: 'Statement of Foreign Qualification (31 MRSA §1622)',
          }),
        ),
        GOOD_STANDING: CERTIFICATE_OF_EXISTENCE,
        DISSOLUTION: fee(
          75,
          source(LLC_GUIDE, {
            crossCheck: 'https://northwestregisteredagent.com/llc/maine/dissolve',
            note: 'Certificate of Cancellation (Form MLLC-11C)',
          }),
        ),
        CHANGE_OF_AGENT: unread(
          15,
          'statement of change of registered agent',
          'The $15 statement of change in registered office of the nonprofit act (13-B §1401(8))',
          AMENDED_REPORT_LAW,
        ),
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (Form MBCA-6)',
      formation: fee(
        145,
        source(CORP_GUIDE, {
          crossCheck: 'https://legalclarity.org/how-to-file-maine-articles-of-incorporation-forms-and-fees/',
        }),
      ),
      renewal: { fee: 85, description: 'Annual report' },
      obligations: [annualReport('CORP', false)],
      foreignObligations: [annualReport('CORP', true)],
      filings: {
        AMENDMENT: unread(35, 'articles of amendment', 'The $35 amended annual report fee', AMENDED_REPORT_LAW),
        FOREIGN_QUALIFICATION: fee(
          250,
          source(CORP_GUIDE, {
            crossCheck: 'https://startabusiness.org/me/corporation/foreign/',
            note: 'Application for Authority to do Business (Form MBCA-12); articlesofincorporation.org gives the same $250',
          }),
        ),
        GOOD_STANDING: fee(
          30,
          source(LLC_ACT_FEES, {
            unconfirmed:
              'The LLC Act’s $30 certificate of existence (31 MRSA §1680(5)) stands in; the corporate fee was not read.',
          }),
        ),
        DISSOLUTION: fee(
          75,
          source(CORP_GUIDE, {
            crossCheck: 'https://northwestregisteredagent.com/dissolve-maine-corporation.html',
            note: 'Articles of Dissolution (Form MBCA-11)',
          }),
        ),
        CHANGE_OF_AGENT: unread(
          15,
          'statement of change of clerk or registered agent',
          'The $15 statement of change in registered office of the nonprofit act (13-B §1401(8))',
          AMENDED_REPORT_LAW,
        ),
      },
    },
  },
  processingTime: {
    businessDays: 30,
    basis: 'Corporate filings processing time is 25-30 business days (filings are on paper)',
    source: source(LLC_PAGE, {
      note: 'Other copies of the same page say 15-20 and 40-45 business days: the backlog changes',
    }),
  },
  expedite: [
    {
      label: '24-hour',
      businessDays: 1,
      fee: fee(
        50,
        source(LLC_GUIDE, { crossCheck: 'https://bestllcservices.com/maine-llc-certificate-of-formation/' }),
      ),
    },
    {
      label: 'Immediate',
      businessDays: 0,
      fee: fee(
        100,
        source(LLC_GUIDE, { crossCheck: 'https://bestllcservices.com/maine-llc-certificate-of-formation/' }),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: '31 MRSA §1508', CORP: '13-C MRSA §401' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'L.L.C.', 'LLC', 'L.C.', 'LC'],
        statute: '31 MRSA §1508',
        severity: 'error',
        note: 'Forms as reference180.com lists them.',
      },
      // 13-C MRSA §401 asks no designator of a corporation (findlegalforms.com/articles/?p=231).
    },
    words: [
      {
        words: [...BANK, ...TRUST, 'credit union'],
        severity: 'warning',
        reason: 'needs the approval of the Bureau of Financial Institutions',
        statute: 'Bureau of Corporations: Use of the words "Bank", "Trust" and "Credit Union" (9-B MRSA)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
