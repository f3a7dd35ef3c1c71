// Maryland: State Department of Assessments and Taxation (SDAT), Charter Division. Fees from Corporations and
// Associations §1-203 and SDAT's fee schedule; every LLC and corporation, domestic or foreign, files the annual
// report (with the business personal property return where it has property) by April 15 for $300.
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const FEES_LAW = 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gca&section=1-203&enactments=false';
const FEES_2013 = 'http://law.justia.com/codes/maryland/2013/article-gca/section-1-203/';
const FEES_2005_ACT = 'https://msa.maryland.gov/megafile/msa/speccol/sc2900/sc2908/000001/000799/html/am799--3773.html';
const SDAT_SCHEDULE =
  'https://online.documentine.com/state-filing-fees-for-llc/3/pdf-fee-schedule-for-documents-relating-to-corporate-charters.html';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
const NAMES_LAW = 'https://lexace.ai/us/statute/maryland/CA-1-501';
const CERTIFICATE_OF_STATUS = fee(
  20,
  source(FEES_2005_ACT, {
    crossCheck: 'https://legal-forms.laws.com/business/maryland/articles-of-organization',
    note: '§1-203(b)(5): certificate of status of a corporation or LLC, $20',
  }),
);
const CHANGE_OF_AGENT = fee(
  25,
  source(FEES_LAW, {
    crossCheck: FEES_2013,
    note: '§1-203(b)(2)(ii): notice of change of name or address of resident agent',
  }),
);

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `MD-${type}-ANNUAL-REPORT`,
  title: 'Annual Report and Personal Property Return',
  description:
    'Maryland annual report, with the business personal property return where the entity has property here, due April 15 each year.',
  fee: fee(
    300,
    source('https://www.northwestregisteredagent.com/annual-report/maryland', {
      crossCheck: 'https://www.mcmillanmetro.com/articles/annual-report-nightmares-forfeitures-and-deficiencies/',
      note: '$300 for domestic and foreign LLCs and corporations; personal property tax comes on top',
    }),
    'Plus the county personal property tax where the entity has property in Maryland',
  ),
  lateFee: fee(
    30,
    source('https://remotebusinesslife.com/2/state-wise-compliance-rules/37/maryland', {
      crossCheck: 'https://www.northwestregisteredagent.com/annual-report/maryland',
      note: 'Base penalty $30 (1-15 days), $40 (16-30), $50 (31+), up to $500, plus 2% interest a month',
    }),
    '$30 to $50 by lateness, up to $500, plus interest',
  ),
  due: { kind: 'fixedDate', month: 4, day: 15 },
  approximation: 'SDAT sometimes extends the date (to June 17 in 2024); the calendar keeps April 15.',
});

export const MD: Jurisdiction = {
  code: 'MD',
  name: 'Maryland',
  description:
    'A Mid-Atlantic state near Washington, D.C., with a $300 annual report for every LLC and corporation; fits businesses operating in Maryland.',
  filingOffice: {
    name: 'Maryland State Department of Assessments and Taxation, Charter Division',
    url: 'http://www.dat.state.md.us/sdatweb/fees.html',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization',
      formation: fee(
        100,
        source(FEES_2005_ACT, {
          crossCheck:
            'https://findlegalforms.com/articles/limited-liability-information/limited-liability-companies-maryland',
          note: '§1-203(b)(4): articles of organization, certificates of amendment and cancellation, $100 each',
        }),
      ),
      renewal: { fee: 300, description: 'Annual report and personal property return' },
      obligations: [annualReport('LLC')],
      filings: {
        AMENDMENT: fee(100, source(FEES_2005_ACT, { note: '§1-203(b)(4): certificate of amendment' })),
        FOREIGN_QUALIFICATION: fee(
          100,
          source(FEES_2013, { note: '§1-203(b)(3): application for registration of a foreign LLC' }),
        ),
        GOOD_STANDING: CERTIFICATE_OF_STATUS,
        DISSOLUTION: fee(100, source(FEES_2005_ACT, { note: '§1-203(b)(4): certificate (articles) of cancellation' })),
        CHANGE_OF_AGENT,
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: fee(
        120,
        source(FEES_LAW, {
          crossCheck: STATE_ENTITIES_DATA,
          note: '§1-203(b)(1): $100, plus the $20 organization and capitalization fee up to $100,000 of aggregate par value (5,000 no-par shares), as a public dataset reads SDAT’s articles of incorporation form (rev. 03/26)',
        }),
        'The organization and capitalization fee grows with the authorized stock',
      ),
      renewal: { fee: 300, description: 'Annual report and personal property return' },
      obligations: [annualReport('CORP')],
      filings: {
        AMENDMENT: fee(100, source(FEES_LAW, { crossCheck: FEES_2013, note: '§1-203(b)(1): articles of amendment' })),
        FOREIGN_QUALIFICATION: fee(
          100,
          source(FEES_2013, { note: '§1-203(b)(3): documents for the qualification of a foreign corporation' }),
        ),
        GOOD_STANDING: CERTIFICATE_OF_STATUS,
        DISSOLUTION: fee(
          100,
          source(FEES_2013, {
            note: '§1-203(b)(1) as of 2013: articles of dissolution, $100',
            unconfirmed:
              'The 2013 text’s $100 stands in; the current §1-203 list read does not name articles of dissolution.',
          }),
        ),
        CHANGE_OF_AGENT,
      },
    },
  },
  processingTime: {
    businessDays: 40,
    basis: 'Non-expedited online filings are reviewed within 6-8 weeks (expedited 7-10 business days)',
    source: source(SDAT_SCHEDULE, { note: "A copy of SDAT's fee schedule revised May 2024" }),
  },
  expedite: [
    {
      label: 'Expedited (7-10 business days)',
      businessDays: 10,
      fee: fee(50, source(SDAT_SCHEDULE, { crossCheck: 'https://formdownload.org/?p=964' })),
    },
    {
      label: 'Same day (online rush)',
      businessDays: 0,
      fee: fee(325, source(SDAT_SCHEDULE, { note: 'Online, submitted by 2:30 PM ($425 on paper)' })),
    },
  ],
  names: {
    distinguishable: { LLC: "Md. Code, Corps. & Ass'ns §1-502", CORP: "Md. Code, Corps. & Ass'ns §1-502" },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC', 'L.C.', 'LC'],
        statute: "Md. Code, Corps. & Ass'ns §1-502(b)(1)",
        severity: 'error',
      },
      CORP: {
        forms: ['Company', 'Corporation', 'Incorporated', 'Limited', 'Co.', 'Corp.', 'Inc.', 'Ltd.'],
        statute: "Md. Code, Corps. & Ass'ns §1-502(a)(1) (§2-106 refers to it)",
        severity: 'error',
        note: `"Company" may not be preceded by "and" or its symbol (${NAMES_LAW})`,
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'warning',
        reason: 'needs the approval of the Commissioner of Financial Regulation or the Insurance Commissioner',
        statute: "Md. Code, Corps. & Ass'ns §1-502 (a name may not imply an unauthorised purpose)",
      },
    ],
  },
  // Not confirmed: no page read says whether SDAT certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
