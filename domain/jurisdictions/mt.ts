// Montana: Secretary of State, Business Services. Fees from the Administrative Rules of Montana (ARM 44.5.114 for
// corporations, 44.5.115 for LLCs, reduced in 2022) as the rule notices and guides give them; every corporation
// and LLC files its annual report by April 15 ($20, $35 after April 15).
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const CORP_RULE = 'https://39276.bndtmqurk.asia/BookView/ShowContent.asp?BD=12%2F2%2F2024&ID=553&SL=Chpt';
const CORP_RULE_NOTE = 'A copy of ARM 44.5.114 as of 2024';
const FEE_CUT_2022 = 'https://rules.mt.gov/gateway/showNoticefile.asp?TID=10966';
const REPORT_FEE_RULE = 'https://rules.mt.gov/gateway/ShowNoticeFile.asp?TID=6797';
const LLC_GUIDE = 'https://reference180.com/how-to-form-an-llc-in-montana/';
const corpRow = (amount: number, row: string) =>
  fee(amount, source(CORP_RULE, { crossCheck: FEE_CUT_2022, note: `${CORP_RULE_NOTE}: ${row}` }));
const MISC_FEES_2016 = 'https://227631.6wrh9.group/gateway/showNoticefile.asp?TID=7108';
const WAIVER_2025 = 'https://227631.6wrh9.group/gateway/ShowNoticeFile.asp?TID=12332';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
/** ARM 44.5.121(1) as amended in 2016 (notice of amendment; the 2022 fee cut amended 44.5.114-118 only). */
const CERTIFICATE_OF_FACT = fee(
  15,
  source(MISC_FEES_2016, { note: 'ARM 44.5.121(1): certificate of fact, $15 on paper or online' }),
);
const CHANGE_OF_AGENT = fee(
  0,
  source(STATE_ENTITIES_DATA, {
    note: 'A public dataset of state filing fees, read from sosmt.gov/business/fees on 2026-10-10: changing the registered office or agent costs no fee; a single source',
  }),
);

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `MT-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description: 'Montana annual report, due by 5:00 p.m. on April 15 each year after the year of formation.',
  fee: fee(
    20,
    source(REPORT_FEE_RULE, {
      crossCheck: 'http://www.sos.mt.gov/Business/Glossary/index.asp',
      note: `ARM 44.5.114(3)(e) and 44.5.115 as amended in 2015: $20 before April 15, $35 after; due date from the cross-check. ARM 44.5.303 waived the fee for reports filed on time in 2024 and 2025 (${WAIVER_2025}), and a public dataset reads the 2026 fee page as waiving it again; the rule's $20 is kept for later years`,
    }),
  ),
  lateFee: fee(15, source(REPORT_FEE_RULE, { note: 'The $35 late report less the $20 fee' })),
  due: { kind: 'fixedDate', month: 4, day: 15 },
});

export const MT: Jurisdiction = {
  code: 'MT',
  name: 'Montana',
  description: 'No sales tax, $35 formation filings and a $20 annual report; fits businesses operating in Montana.',
  filingOffice: {
    name: 'Montana Secretary of State, Business Services',
    url: 'http://www.sos.mt.gov/Business/Glossary/index.asp',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Form 19A)',
      formation: fee(
        35,
        source('http://www.filingsmadeeasy.com/montana/llc/', {
          crossCheck: FEE_CUT_2022,
          note: 'The 2022 rule cut formation fees from $70 to $35; older guides (reference180.com) still say $70',
        }),
      ),
      renewal: { fee: 20, description: 'Annual report' },
      obligations: [annualReport('LLC')],
      filings: {
        AMENDMENT: fee(
          15,
          source('https://legalclarity.org/montana-llc-articles-of-organization-filing-amendments-guide', {
            crossCheck: CORP_RULE,
            note: 'Articles of amendment $15; the corporate rule charges the same',
          }),
        ),
        FOREIGN_QUALIFICATION: fee(
          70,
          source(LLC_GUIDE, {
            unconfirmed:
              'The guide’s $70 from before the 2022 fee cut stands in; the foreign rows of the current rule were cut off in what was read.',
          }),
        ),
        GOOD_STANDING: CERTIFICATE_OF_FACT,
        DISSOLUTION: fee(
          15,
          source(LLC_GUIDE, {
            crossCheck: 'http://www.freenetlaw.com/dissolution/montana/',
            note: 'Articles of termination (MCA 35-8-906)',
          }),
        ),
        CHANGE_OF_AGENT,
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: corpRow(35, '(1)(a)(i) articles of incorporation, profit, $35'),
      renewal: { fee: 20, description: 'Annual report' },
      obligations: [annualReport('CORP')],
      filings: {
        AMENDMENT: corpRow(15, '(1)(d) articles of amendment'),
        FOREIGN_QUALIFICATION: fee(
          70,
          source(LLC_GUIDE, {
            unconfirmed:
              'The $70 the LLC guide gives for foreign LLCs before the 2022 fee cut stands in; the corporate row (44.5.114(2)(a)) was cut off in what was read.',
          }),
        ),
        GOOD_STANDING: CERTIFICATE_OF_FACT,
        DISSOLUTION: corpRow(0, '(1)(g) articles of dissolution, no charge'),
        CHANGE_OF_AGENT,
      },
    },
  },
  processingTime: {
    businessDays: 10,
    basis: 'About ten business days from receipt (24-hour and 1-hour handling cost extra)',
    source: source('http://formanllc.org/mt/2755/', { note: 'Another guide (bizlauncher.co) says 12 business days' }),
  },
  expedite: [
    {
      label: '24-hour',
      businessDays: 1,
      fee: fee(
        20,
        source(LLC_GUIDE, { crossCheck: MISC_FEES_2016, note: 'ARM 44.5.121(3)(a): 24-hour priority handling, $20' }),
      ),
    },
    {
      label: '1-hour',
      businessDays: 0,
      fee: fee(
        100,
        source(LLC_GUIDE, { crossCheck: MISC_FEES_2016, note: 'ARM 44.5.121(3)(b): one-hour expedited filing, $100' }),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: 'MCA 35-8-103', CORP: 'MCA 35-14-401' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'L.L.C.', 'LLC', 'L.C.', 'LC'],
        statute: 'MCA 35-8-103',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'MCA 35-14-401',
        severity: 'error',
        note: 'MCA 35-14-401(1)(a) (leg.mt.gov/bills/2019/mca/title_0350/chapter_0140/part_0040/section_0010/0350-0140-0040-0010.html)',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'warning',
        reason:
          'needs the approval of the Division of Banking and Financial Institutions or the Commissioner of Insurance',
        statute: 'MCA 35-8-103; 35-14-401 (a name may not imply an unauthorised purpose)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
