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
/** Fees no page the search returned gives: the closest sourced figure, named in the note. */
const unread = (amount: number, what: string, closest: string, url: string) =>
  fee(amount, source(url, { note: `NOT FOUND: the ${what} fee; ${closest}; check it` }));
const corpReport = (foreign: boolean): ObligationRule => ({
  id: foreign ? 'ND-CORP-FOREIGN-ANNUAL-REPORT' : 'ND-CORP-ANNUAL-REPORT',
  title: 'Annual Report',
  description: `North Dakota annual report of a ${foreign ? 'foreign' : 'domestic'} corporation, due ${foreign ? 'May 15' : 'August 1'} each year after the year of ${foreign ? 'registration' : 'incorporation'}.`,
  fee: fee(25, source(REPORTS, { crossCheck: REPORTS_CROSS })),
  lateFee: fee(
    20,
    source(REPORTS, {
      crossCheck: REPORTS_CROSS,
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
        source('https://howtostartanllc.com/north-dakota-llc/cost-to-form', {
          crossCheck: 'https://venturesmarter.com/how-much-does-an-llc-cost/north-dakota',
        }),
      ),
      renewal: { fee: 50, description: 'Annual report' },
      obligations: [
        {
          id: 'ND-LLC-ANNUAL-REPORT',
          title: 'Annual Report',
          description: 'North Dakota LLC annual report, due November 15 each year after the year of formation.',
          fee: fee(50, source(REPORTS, { crossCheck: 'https://llcinfo.com/start-an-llc/north-dakota-llc' })),
          lateFee: fee(50, source(REPORTS, { crossCheck: REPORTS_CROSS, note: '$100 in all after November 15' })),
          due: { kind: 'fixedDate', month: 11, day: 15 },
          approximation: 'Farm and ranch LLCs report by April 15 instead; they are not modelled.',
        },
      ],
      filings: {
        AMENDMENT: unread(
          20,
          'LLC amendment',
          'the $20 corporate articles of amendment fee (10-19.1-147(2))',
          CORP_FEES,
        ),
        FOREIGN_QUALIFICATION: fee(
          135,
          source('https://startabusiness.org/nd/llc/foreign/', {
            crossCheck: 'https://howtostartanllc.com/north-dakota-llc/cost-to-form',
            note: 'Certificate of Authority Application',
          }),
        ),
        GOOD_STANDING: unread(15, 'certificate of good standing', 'the $15 certified copy fee', LLC_GUIDE),
        DISSOLUTION: fee(20, source(LLC_GUIDE, { note: 'Articles of Dissolution; no second source found' })),
        CHANGE_OF_AGENT: unread(
          20,
          'registered agent statement of change',
          'the $20 corporate articles of amendment fee',
          CORP_FEES,
        ),
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
        FOREIGN_QUALIFICATION: unread(
          135,
          'foreign corporation certificate of authority',
          'the $135 a foreign LLC pays',
          'https://startabusiness.org/nd/llc/foreign/',
        ),
        GOOD_STANDING: unread(15, 'certificate of good standing', 'the $15 certified copy fee', LLC_GUIDE),
        DISSOLUTION: unread(
          20,
          'corporate articles of dissolution',
          'the $20 LLC articles of dissolution fee',
          LLC_GUIDE,
        ),
        CHANGE_OF_AGENT: unread(
          20,
          'registered agent statement of change',
          'the $20 articles of amendment fee',
          CORP_FEES,
        ),
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
        note: 'The model act forms; the section was not read: check the list.',
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
        reason: 'needs a certificate of authority from the Insurance Commissioner for an insurance business',
        statute: 'N.D.C.C. title 26.1 (Insurance)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
