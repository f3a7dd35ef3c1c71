// North Dakota: Secretary of State, Business Services. Corporate fees from N.D.C.C. 10-19.1-147, LLC fees as the
// guides quote N.D.C.C. 10-32.1-92; LLCs report by November 15, domestic corporations by August 1 and foreign
// corporations by May 15, each year after the year of formation (registration).
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const CORP_FEES = 'https://www.lawserver.com/law/state/north-dakota/nd-code/north_dakota_code_10_19-1_147';
const REPORTS = 'https://searchcompanynd.com/secretary-of-state-services/annual-reports/?share=google-plus-1';
const REPORTS_CROSS = 'https://www.harborcompliance.com/information/north-dakota-annual-report';
const LLC_GUIDE = 'https://reference180.com/how-to-form-an-llc-in-north-dakota/';
const CORP_REPORT_PAGE =
  'https://sos.nd.gov/business/business-services/business-structures/corporations/general-business-corporation/general-business-corporation-annual-report';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
/** Fees no page read gives: the closest sourced figure stands in, as `unconfirmed` says. */
const unread = (amount: number, what: string, closest: string, url: string) =>
  fee(amount, source(url, { unconfirmed: `${closest} stands in; no page read gives the ${what} fee.` }));
/** N.D.C.C. 10-01.1-03 sets one fee for a statement of change of registered agent, whatever the entity type. */
const CHANGE_OF_AGENT = fee(
  10,
  source('https://llcattorney.com/states/nd/change-registered-agent-north-dakota.md', {
    crossCheck: 'https://labyrinthinc.com/?p=31236',
    note: 'Statement of Change of Registered Agent, $10 (filed on FirstStop); the corporation and nonprofit fee sections refer to the fee of N.D.C.C. 10-01.1-03',
  }),
);
const corpReport = (foreign: boolean): ObligationRule => ({
  id: foreign ? 'ND-CORP-FOREIGN-ANNUAL-REPORT' : 'ND-CORP-ANNUAL-REPORT',
  title: 'Annual Report',
  description: `North Dakota annual report of a ${foreign ? 'foreign' : 'domestic'} corporation, due ${foreign ? 'May 15' : 'August 1'} each year after the year of ${foreign ? 'registration' : 'incorporation'}.`,
  fee: fee(25, source(CORP_REPORT_PAGE, { crossCheck: REPORTS })),
  lateFee: fee(
    20,
    source(foreign ? REPORTS : CORP_REPORT_PAGE, {
      crossCheck: foreign ? REPORTS_CROSS : REPORTS,
      note: foreign ? '$45 in all by August 15, $85 after' : '$45 in all by November 1, $85 after',
    }),
    '$20 more for a short delay, $60 more after that',
  ),
  due: foreign ? { kind: 'fixedDate', month: 5, day: 15 } : { kind: 'fixedDate', month: 8, day: 1 },
});

export const ND: Jurisdiction = {
  code: 'ND',
  name: 'North Dakota',
  description:
    'A Great Plains state with an energy and farm economy and low income tax; fits businesses operating in North Dakota.',
  filingOffice: {
    name: 'North Dakota Secretary of State, Business Services',
    url: 'https://sos.nd.gov/business/business-services/business-structures/limited-liability-companies/limited-liability-company-llc/llc-faqs',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (SFN 58701)',
      formation: fee(
        135,
        source('https://www.sos.nd.gov/business/business-services/business-structures/limited-liability-company-llc', {
          crossCheck: 'https://howtostartanllc.com/north-dakota-llc/cost-to-form',
          note: `Read through a public dataset of state filing fees that quotes this page (${STATE_ENTITIES_DATA})`,
        }),
      ),
      renewal: { fee: 50, description: 'Annual report' },
      obligations: [
        {
          id: 'ND-LLC-ANNUAL-REPORT',
          title: 'Annual Report',
          description: 'North Dakota LLC annual report, due November 15 each year after the year of formation.',
          fee: fee(
            50,
            source(REPORTS, {
              crossCheck: STATE_ENTITIES_DATA,
              note: 'The dataset quotes the Secretary’s LLC page: $50, due November 15',
            }),
          ),
          lateFee: fee(50, source(REPORTS, { crossCheck: REPORTS_CROSS, note: '$100 in all after November 15' })),
          due: { kind: 'fixedDate', month: 11, day: 15 },
          approximation: 'Farm and ranch LLCs report by April 15 instead; they are not modelled.',
        },
      ],
      filings: {
        AMENDMENT: unread(
          20,
          'LLC articles of amendment',
          'The $20 corporate articles of amendment fee (N.D.C.C. 10-19.1-147(2))',
          CORP_FEES,
        ),
        FOREIGN_QUALIFICATION: fee(
          135,
          source('https://startabusiness.org/nd/llc/foreign/', {
            crossCheck: 'https://howtostartanllc.com/north-dakota-llc/cost-to-form',
            note: 'Certificate of Authority Application',
          }),
        ),
        GOOD_STANDING: unread(15, 'certificate of good standing', 'The $15 certified copy fee', LLC_GUIDE),
        DISSOLUTION: fee(
          20,
          source(LLC_GUIDE, {
            crossCheck: 'https://freenetlaw.com/dissolution/north-dakota/',
            note: 'Articles of Dissolution',
          }),
        ),
        CHANGE_OF_AGENT,
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: fee(100, source(CORP_FEES, { note: 'N.D.C.C. 10-19.1-147(1)' })),
      renewal: { fee: 25, description: 'Annual report' },
      obligations: [corpReport(false)],
      foreignObligations: [corpReport(true)],
      filings: {
        AMENDMENT: fee(20, source(CORP_FEES, { note: 'N.D.C.C. 10-19.1-147(2)' })),
        FOREIGN_QUALIFICATION: fee(
          145,
          source('https://startabusiness.org/nd/corporation/foreign/', {
            crossCheck: 'https://northdakotaregisteredagent.net/corporation/certificate-of-authority',
            note: 'Certificate of Authority Application, Foreign Corporation: $145 for a for-profit corporation',
          }),
        ),
        GOOD_STANDING: unread(15, 'certificate of good standing', 'The $15 certified copy fee', LLC_GUIDE),
        DISSOLUTION: unread(
          20,
          'corporate articles of dissolution',
          'The $20 LLC articles of dissolution fee',
          LLC_GUIDE,
        ),
        CHANGE_OF_AGENT,
      },
    },
  },
  processingTime: {
    businessDays: 5,
    basis: 'Online submissions are processed within about five business days; no expedited service',
    source: source('https://venturesmarter.com/how-much-does-an-llc-cost/north-dakota', {
      note: 'An older guide (llcinfo.com) says regular processing takes 30 days',
    }),
  },
  expedite: [],
  names: {
    distinguishable: { LLC: 'N.D.C.C. 10-32.1-11', CORP: 'N.D.C.C. 10-19.1-13' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'N.D.C.C. 10-32.1-11',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'N.D.C.C. 10-19.1-13',
        severity: 'error',
        note: 'The section asks for “company”, “corporation”, “incorporated”, “limited” or an abbreviation of one of them (read on FindLaw, current as of 2024)',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'error',
        reason: 'may not be used unless the company is authorised by the Department of Financial Institutions',
        statute: 'N.D.C.C. 10-32.1-11 (bank, banker, banking, trust, trust company)',
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'may be refused unless the entity is an insurer or the name says it is not one (e.g. insurance agency)',
        statute: 'N.D. Admin. Code 72-03-02-08(1)(c) (effective 1 January 2026)',
      },
    ],
  },
  // Not confirmed: the Secretary issues certificates of fact on 'any other facts of record', but no page read says one
  // certifies a dissolved corporation's or LLC's status.
  statusCertificateAfterDissolution: false,
};
