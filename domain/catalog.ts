// The one catalog of services, packages, states and membership plans (storefront spec, section 9).
// Browser and server both import it, so prices can never drift apart. Amounts are whole US dollars.

export type ServiceCategory = 'formation' | 'ongoing' | 'specialized';
export type EntityType = 'LLC' | 'CORP' | 'TRUST' | 'SERIES_LLC';

export const ENTITY_TYPES: readonly EntityType[] = ['LLC', 'CORP', 'TRUST', 'SERIES_LLC'];

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  LLC: 'LLC',
  CORP: 'Corporation',
  TRUST: 'Trust',
  SERIES_LLC: 'Series LLC',
};

export interface Service {
  id: string;
  name: string;
  price: number;
  description: string;
  category: ServiceCategory;
  /** How the services page words the price. */
  priceText: string;
}

export interface Package {
  id: string;
  name: string;
  price: number;
  description: string;
  includedServices: string[];
  /** Bullet list of what the package brings, for the overview cards. */
  highlights: string[];
  /** Extra price label beside '+ state fee'. */
  extraFeeLabel?: string;
}

interface Renewal {
  fee: number;
  description: string;
}

interface EntityFee {
  fee: number;
  renewal: Renewal;
  /** Series LLC only: fee per additional series. */
  seriesFee?: number;
}

export interface State {
  code: string;
  name: string;
  description: string;
  entityTypes: Partial<Record<EntityType, EntityFee>>;
}

export interface MembershipPlan {
  id: string;
  name: string;
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  popular: boolean;
  features: string[];
  limits: { entities: number | 'unlimited'; users: number | 'unlimited'; storage: string };
}

export const SERVICES: readonly Service[] = [
  {
    id: 'LLC_FORM',
    name: 'LLC Formation',
    price: 200,
    category: 'formation',
    priceText: '$200 + state fee',
    description:
      'Limited liability company formation with articles of organization and the first year of registered agent service.',
  },
  {
    id: 'CORP_FORM',
    name: 'Corporation Formation',
    price: 250,
    category: 'formation',
    priceText: '$250 + state fee',
    description:
      'C or S corporation formation with articles of incorporation, bylaws and the first year of registered agent service.',
  },
  {
    id: 'TRUST_FORM',
    name: 'Trust Formation',
    price: 600,
    category: 'formation',
    priceText: '$600 + state fee',
    description:
      'Business or statutory trust formation with trust agreement and the first year of registered agent service.',
  },
  {
    id: 'NOMINEE_ANNUAL',
    name: 'Nominee Service (Annual)',
    price: 600,
    category: 'ongoing',
    priceText: '$600/yr',
    description: 'Nominee manager or director service for privacy on public filings, renewed annually.',
  },
  {
    id: 'BINDER_SETUP',
    name: 'Compliance Binder Setup',
    price: 150,
    category: 'ongoing',
    priceText: '$150 setup',
    description: 'Organized corporate records binder: formation documents, resolutions, minutes and registers.',
  },
  {
    id: 'BINDER_ANNUAL',
    name: 'Compliance Binder (Annual)',
    price: 120,
    category: 'ongoing',
    priceText: '$120/yr',
    description: 'Yearly upkeep of the compliance binder with annual minutes and updated registers.',
  },
  {
    id: 'BOI_CTA_ANNUAL',
    name: 'BOI/CTA Watch (Annual)',
    price: 100,
    category: 'ongoing',
    priceText: '$100/yr',
    description:
      'Watching the beneficial ownership (Corporate Transparency Act) rules and your reporting status, and filing the report where your company must: since March 2025 only companies formed abroad that register in a state.',
  },
  {
    id: 'SERIES_SEG',
    name: 'Series Segmentation',
    price: 250,
    category: 'specialized',
    priceText: '$250 per series (DE/IL)',
    description: 'Protected series set-up for a Series LLC, with a separate record for each series.',
  },
  {
    id: 'VALUATION_MEMO',
    name: 'Business Valuation Binder',
    price: 700,
    category: 'specialized',
    priceText: '$700',
    description: 'Valuation memorandum and supporting binder for the entity and its assets.',
  },
];

export const PACKAGES: readonly Package[] = [
  {
    id: 'PREMIUM',
    name: 'Premium',
    price: 1300,
    description: 'LLC formation with the compliance essentials to start right.',
    includedServices: ['LLC_FORM', 'BINDER_SETUP'],
    highlights: [
      'LLC formation in your chosen state',
      'Resident agent in the first year',
      'Operating agreement',
      'EIN application',
      'BOI/CTA assistance',
      'Compliance binder setup',
    ],
  },
  {
    id: 'ALL_IN_ONE',
    name: 'All-In-One',
    price: 5000,
    description: 'Full structure: LLC and trust, nominee privacy, compliance and valuation.',
    includedServices: [
      'LLC_FORM',
      'TRUST_FORM',
      'NOMINEE_ANNUAL',
      'BINDER_SETUP',
      'BOI_CTA_ANNUAL',
      'SERIES_SEG',
      'VALUATION_MEMO',
    ],
    highlights: [
      'LLC and trust formation',
      'Resident agent in the first year',
      'Operating agreement and trust agreement',
      'EIN application and BOI/CTA watch',
      'Annual nominee service',
      'Compliance binder setup',
      'Series segmentation',
      'Business valuation binder',
    ],
    extraFeeLabel: '+ financing admin',
  },
];

export const STATES: readonly State[] = [
  {
    code: 'WY',
    name: 'Wyoming',
    description: 'Low fees, strong privacy and no state income tax.',
    entityTypes: {
      LLC: { fee: 100, renewal: { fee: 60, description: 'Annual license tax' } },
      CORP: { fee: 100, renewal: { fee: 60, description: 'Annual license tax' } },
      TRUST: { fee: 100, renewal: { fee: 60, description: 'Annual license tax' } },
    },
  },
  {
    code: 'NV',
    name: 'Nevada',
    description: 'No state income tax and strong asset protection.',
    entityTypes: {
      LLC: { fee: 425, renewal: { fee: 350, description: 'Annual list and state business license' } },
      CORP: { fee: 425, renewal: { fee: 350, description: 'Annual list and state business license' } },
      TRUST: { fee: 75, renewal: { fee: 0, description: 'No annual renewal fee' } },
    },
  },
  {
    code: 'DE',
    name: 'Delaware',
    description: 'The Court of Chancery and the most established corporate law.',
    entityTypes: {
      LLC: { fee: 100, renewal: { fee: 300, description: 'Annual tax' } },
      CORP: { fee: 100, renewal: { fee: 0, description: 'Franchise tax varies by revenue' } },
      TRUST: { fee: 500, renewal: { fee: 0, description: 'No annual renewal fee' } },
      SERIES_LLC: { fee: 100, seriesFee: 0, renewal: { fee: 300, description: 'Annual tax' } },
    },
  },
  {
    code: 'CA',
    name: 'California',
    description: 'For businesses operating in California.',
    entityTypes: {
      LLC: { fee: 70, renewal: { fee: 800, description: 'Annual franchise tax plus $20 biennial statement' } },
      CORP: { fee: 100, renewal: { fee: 800, description: 'Annual franchise tax plus $20 biennial statement' } },
    },
  },
  {
    code: 'SD',
    name: 'South Dakota',
    description: 'No state income tax and modern trust law.',
    entityTypes: {
      LLC: { fee: 150, renewal: { fee: 55, description: 'Annual report' } },
      CORP: { fee: 150, renewal: { fee: 55, description: 'Annual report' } },
    },
  },
  {
    code: 'IL',
    name: 'Illinois',
    description: 'Series LLC friendly, for businesses operating in Illinois.',
    entityTypes: {
      LLC: { fee: 150, renewal: { fee: 75, description: 'Annual report' } },
      CORP: { fee: 150, renewal: { fee: 75, description: 'Annual report' } },
      SERIES_LLC: { fee: 150, seriesFee: 400, renewal: { fee: 75, description: 'Annual report' } },
    },
  },
];

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    id: 'essential',
    name: 'Essential',
    description: 'For a single entity that needs to stay in good standing.',
    monthlyPrice: 29,
    yearlyPrice: 290,
    popular: false,
    features: [
      '1 entity',
      '1 user',
      '5GB document storage',
      'Annual report reminders',
      'Registered agent mail scanning',
      'Compliance calendar',
      'Email support',
    ],
    limits: { entities: 1, users: 1, storage: '5GB' },
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For growing owners with several entities.',
    monthlyPrice: 89,
    yearlyPrice: 890,
    popular: true,
    features: [
      '3 entities',
      '3 users',
      '25GB document storage',
      'Annual report filing',
      'BOI/CTA change monitoring',
      'Compliance calendar',
      'Compliance binder updates',
      'Priority email support',
    ],
    limits: { entities: 3, users: 3, storage: '25GB' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For organizations with many entities and a team.',
    monthlyPrice: 249,
    yearlyPrice: 2490,
    popular: false,
    features: [
      'Unlimited entities',
      '10 users',
      '100GB document storage',
      'Annual report filing',
      'BOI/CTA change monitoring',
      'Nominee service discounts',
      'Audit log access',
      'Dedicated account manager',
      'Phone support',
    ],
    limits: { entities: 'unlimited', users: 10, storage: '100GB' },
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'Everything, without limits.',
    monthlyPrice: 599,
    yearlyPrice: 5990,
    popular: false,
    features: [
      'Unlimited entities',
      'Unlimited users',
      'Unlimited document storage',
      'All filings included',
      'Annual valuation memo',
      'Nominee service included',
      'Debt servicing tools',
      'Dedicated compliance officer',
      '24/7 support',
    ],
    limits: { entities: 'unlimited', users: 'unlimited', storage: 'unlimited' },
  },
];

export const SERVICE_BY_ID = new Map(SERVICES.map((s) => [s.id, s]));
export const PACKAGE_BY_ID = new Map(PACKAGES.map((p) => [p.id, p]));
export const STATE_BY_CODE = new Map(STATES.map((s) => [s.code, s]));

export const CATALOG = {
  services: SERVICES,
  packages: PACKAGES,
  states: STATES,
  plans: MEMBERSHIP_PLANS,
} as const;
