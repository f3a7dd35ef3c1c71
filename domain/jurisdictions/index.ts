// Every jurisdiction the product forms in, files for and keeps compliant: the one registry of the data modules
// (one file per state and DC). The specification's six states come first, in the specification's order, then the
// others by name. The catalog, prices, compliance calendar, name checks and partner API all read from here.
import { AK } from './ak';
import { AL } from './al';
import { AR } from './ar';
import { AZ } from './az';
import { CA } from './ca';
import { CO } from './co';
import { CT } from './ct';
import { DC } from './dc';
import { DE } from './de';
import { FL } from './fl';
import { GA } from './ga';
import { HI } from './hi';
import { IA } from './ia';
import { ID } from './id';
import { IL } from './il';
import { IN } from './in';
import { KS } from './ks';
import { KY } from './ky';
import { LA } from './la';
import { MA } from './ma';
import { MD } from './md';
import { ME } from './me';
import { MI } from './mi';
import { MN } from './mn';
import { MO } from './mo';
import { MS } from './ms';
import { MT } from './mt';
import { NC } from './nc';
import { ND } from './nd';
import { NE } from './ne';
import { NH } from './nh';
import { NJ } from './nj';
import { NM } from './nm';
import { NV } from './nv';
import { NY } from './ny';
import { OH } from './oh';
import { OK } from './ok';
import { OR } from './or';
import { PA } from './pa';
import { RI } from './ri';
import { SC } from './sc';
import { SD } from './sd';
import { TN } from './tn';
import { TX } from './tx';
import type { Jurisdiction } from './types';
import { UT } from './ut';
import { VA } from './va';
import { VT } from './vt';
import { WA } from './wa';
import { WI } from './wi';
import { WV } from './wv';
import { WY } from './wy';

export type { Jurisdiction } from './types';

/**
 * The six states the product specification prices (section 9), in the order its fee grid lists them.
 * @internal
 */
export const SPEC_STATE_CODES = ['WY', 'NV', 'DE', 'CA', 'SD', 'IL'] as const;

const SPEC_STATES: readonly Jurisdiction[] = [WY, NV, DE, CA, SD, IL];
const OTHER_STATES: readonly Jurisdiction[] = [
  AK,
  AL,
  AR,
  AZ,
  CO,
  CT,
  DC,
  FL,
  GA,
  HI,
  IA,
  ID,
  IN,
  KS,
  KY,
  LA,
  MA,
  MD,
  ME,
  MI,
  MN,
  MO,
  MS,
  MT,
  NC,
  ND,
  NE,
  NH,
  NJ,
  NM,
  NY,
  OH,
  OK,
  OR,
  PA,
  RI,
  SC,
  TN,
  TX,
  UT,
  VA,
  VT,
  WA,
  WI,
  WV,
];

/** All 50 states and the District of Columbia: the specification's six first, then the others by name. */
export const JURISDICTIONS: readonly Jurisdiction[] = [
  ...SPEC_STATES,
  ...[...OTHER_STATES].sort((a, b) => a.name.localeCompare(b.name)),
];

export const JURISDICTION_BY_CODE: ReadonlyMap<string, Jurisdiction> = new Map(JURISDICTIONS.map((j) => [j.code, j]));

/** One of the specification's six states, whose figures the specification fixes. */
export const isSpecState = (code: string): boolean => (SPEC_STATE_CODES as readonly string[]).includes(code);
