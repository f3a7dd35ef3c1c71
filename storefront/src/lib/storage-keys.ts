// Where the storefront hands selections between pages.
/** sessionStorage: selections made in the package builder, read (then deleted) by onboarding. */
export const COMPLETE_CHECKOUT_KEY = 'complete-checkout';
/** sessionStorage: the alternative hand-over format { package, services, state }. */
export const PACKAGE_SELECTIONS_KEY = 'package-selections';
/** sessionStorage: a saved detailed quote. */
export const QUOTE_KEY = 'detailed-quote';
/** localStorage: the complete checkout record, written by onboarding and read by checkout. */
export const CHECKOUT_DATA_KEY = 'checkout-data';
