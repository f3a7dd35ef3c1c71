// Word lists that many states' name rules share: restricted words and the designators of the model acts.
// A state's module names the statute; these only spare each module from spelling the same words again.
import type { EntityType } from '../catalog';

export const BANK = ['bank', 'banks', 'banking', 'banker', 'bankers', 'bancorp'];
export const TRUST = ['trust', 'trusts', 'trustee', 'trustees', 'trust company'];
export const INSURANCE = [
  'insurance',
  'insurer',
  'assurance',
  'reinsurance',
  'underwriter',
  'underwriters',
  'indemnity',
];
export const EDUCATION = ['university', 'college'];
/** The corporate designators of the Model Business Corporation Act, which most states follow. */
export const CORPORATE_FORMS = ['Inc.', 'Incorporated', 'Corp.', 'Corporation', 'Co.', 'Company', 'Ltd.', 'Limited'];
/** The LLC designators of the Uniform Limited Liability Company Act (Wyoming and South Dakota follow it). */
export const ULLCA_LLC_FORMS = [
  'LLC',
  'L.L.C.',
  'Limited Liability Company',
  'Limited Company',
  'L.C.',
  'LC',
  'Ltd. Liability Co.',
  'Ltd. Liability Company',
  'Limited Liability Co.',
];
export const NOT_TRUSTS: readonly EntityType[] = ['LLC', 'SERIES_LLC', 'CORP'];
export const LLCS: readonly EntityType[] = ['LLC', 'SERIES_LLC'];
