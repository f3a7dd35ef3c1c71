// Organisations (firms and company groups): members and roles, invitations, their entities' registry, existing
// companies brought in, and their calendar.
export * from './access'; // organizationAccess: the membership read on every request, or the 404/403
export * from './digest'; // what a member's weekly digest lists
export * from './existing-companies'; // existing companies added one by one or imported from CSV, and moved in
export * from './feed'; // the calendar feed's secret address
export * from './invitations'; // invitations emailed with a one-time link, accepted by a new or existing user
export * from './organizations'; // created, listed with the caller's role, members removed
export * from './registry'; // the registry with its filters, and the calendar across entities
