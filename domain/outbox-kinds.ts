// Kinds of transactional-outbox entries: written by the API in the same transaction as the change that
// needs them, carried out by the worker after the commit.
export const OUTBOX_KINDS = {
  /** { orderId }: start the order's onboarding workflow. */
  onboardingStart: 'onboarding.start',
  /** { userId, orderId? }: email a new client the link to set a password (orderId when created at payment). */
  invitationEmail: 'email.invitation',
  /** { userId }: email the account a one-time sign-in link (asked for on the sign-in page). */
  signInLinkEmail: 'email.sign-in-link',
  /** { contactMessageId }: email a contact-page message to staff (SUPPORT_EMAIL). */
  contactEmail: 'email.contact',
  /** { mailItemId }: email the client that mail arrived for its entity (and again on each escalation). */
  mailroomEmail: 'email.mailroom',
  /** { mailItemId }: start the escalation timer of a service of process (Temporal workflow). */
  mailroomEscalation: 'mailroom.escalation',
  /** { deliveryId, scheduleMs? }: start the workflow that sends one partner event to one webhook endpoint. */
  webhookDelivery: 'webhook.delivery',
  /** { orderId, paymentIntentId }: email the client that a payment the order could not keep was refunded. */
  extraPaymentRefundEmail: 'email.extra-payment-refunded',
  /** { orderId }: email the client that everything its order includes is delivered (it completed after filing). */
  orderDeliveredEmail: 'email.order-delivered',
  /** { invitationId }: email an invitation to join an organisation (the worker makes its one-time token). */
  organizationInvitationEmail: 'email.organization-invitation',
  /** A ClientNotice (platform/services/notices): email the client what changed in what they pay for. */
  clientNoticeEmail: 'email.client-notice',
} as const;
