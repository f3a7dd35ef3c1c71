// Organisations (firms and company groups): members and roles, invitations, their entities' registry, existing
// companies brought in, and their calendar.
export * from './access'; // organizationAccess: the membership read on every request, or the 404/403
