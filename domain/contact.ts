// The contact page's topics and limits, shared by the form and the API (the API's zod schema uses them).
export const CONTACT_TOPICS = [
  'Starting a new formation',
  'An existing order',
  'Compliance and renewals',
  'Membership and billing',
  'Something else',
] as const;
export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;

/** A lone UTF-16 surrogate (half of a pair): not storable as text, refused with a readable message. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
