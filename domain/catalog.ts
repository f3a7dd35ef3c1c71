// The one catalog of services, packages, states and membership plans (storefront spec, section 9).
// Browser and server both import it, so prices can never drift apart. Amounts are whole US dollars.
import { JURISDICTIONS } from './jurisdictions';

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
  /** The words after the amount: ' + state fee', '/yr', ' setup'; a front end puts its own amount before them. */
  priceTerms: string;
  /** How the catalog words the price: '$200 + state fee'. */
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

/** A service with its price in the catalog's words, made of its amount and terms. */
const service = (entry: Omit<Service, 'priceText'>): Service => ({
  ...entry,
  priceText: `$${entry.price}${entry.priceTerms}`,
});

export const SERVICES: readonly Service[] = (
  [
    {
      id: 'LLC_FORM',
      name: 'LLC Formation',
      price: 200,
      category: 'formation',
      priceTerms: ' + state fee',
      description:
        'Limited liability company formation with articles of organization and the first year of registered agent service.',
    },
    {
      id: 'CORP_FORM',
      name: 'Corporation Formation',
      price: 250,
      category: 'formation',
      priceTerms: ' + state fee',
      description:
        'C or S corporation formation with articles of incorporation, bylaws and the first year of registered agent service.',
    },
    {
      id: 'TRUST_FORM',
      name: 'Trust Formation',
      price: 600,
      category: 'formation',
      priceTerms: ' + state fee',
      description:
        'Business or statutory trust formation with trust agreement and the first year of registered agent service.',
    },
    {
      id: 'NOMINEE_ANNUAL',
      name: 'Nominee Service (Annual)',
      price: 600,
      category: 'ongoing',
      priceTerms: '/yr',
      description: 'Nominee manager or director service for privacy on public filings, renewed annually.',
    },
    {
      id: 'BINDER_SETUP',
      name: 'Compliance Binder Setup',
      price: 150,
      category: 'ongoing',
      priceTerms: ' setup',
      description: 'Organized corporate records binder: formation documents, resolutions, minutes and registers.',
    },
    {
      id: 'BINDER_ANNUAL',
      name: 'Compliance Binder (Annual)',
      price: 120,
      category: 'ongoing',
      priceTerms: '/yr',
      description: 'Yearly upkeep of the compliance binder with annual minutes and updated registers.',
    },
    {
      id: 'BOI_CTA_ANNUAL',
      name: 'BOI/CTA Watch (Annual)',
      price: 100,
      category: 'ongoing',
      priceTerms: '/yr',
      description:
        'Watching the beneficial ownership (Corporate Transparency Act) rules and your reporting status, and filing the report where your company must: since March 2025 only companies formed abroad that register in a state.',
    },
    {
      id: 'SERIES_SEG',
      name: 'Series Segmentation',
      price: 250,
      category: 'specialized',
      priceTerms: ' per series (DE/IL)',
      description: 'Protected series set-up for a Series LLC, with a separate record for each series.',
    },
    {
      id: 'VALUATION_MEMO',
      name: 'Business Valuation Binder',
      price: 700,
      category: 'specialized',
      priceTerms: '',
      description: 'Valuation memorandum and supporting binder for the entity and its assets.',
    },
  ] satisfies Omit<Service, 'priceText'>[]
).map(service);

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

/**
 * Every state of formation (all 50 states and DC), read from the jurisdiction modules (domain/jurisdictions/): the
 * specification's six first with the specification's fees, then the others by name.
 */
export const STATES: readonly State[] = JURISDICTIONS.map((jurisdiction) => ({
  code: jurisdiction.code,
  name: jurisdiction.name,
  description: jurisdiction.description,
  entityTypes: Object.fromEntries(
    Object.entries(jurisdiction.entityTypes).map(([type, rules]) => [
      type,
      {
        fee: rules.formation.amount,
        ...(type === 'SERIES_LLC' && rules.seriesFee ? { seriesFee: rules.seriesFee.amount } : {}),
        renewal: rules.renewal,
      },
    ]),
  ),
}));

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
