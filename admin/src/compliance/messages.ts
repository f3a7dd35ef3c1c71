// The Compliance screen's words (app.compliance.*): loaded with the screen, not in the first download (i18n/en.ts).
export const complianceMessages = {
  title: 'Compliance',
  subtitle: 'Annual reports, franchise taxes and registered agent renewals of every formed entity.',
  search: 'Business, obligation or client',
  all_states: 'All states',
  all_statuses: 'All statuses',
  any_date: 'Any date',
  next_days: 'Next %{days} days',
  field: {
    state: 'State',
    status: 'Status',
    dueWithin: 'Due within',
    dueDate: 'Due date',
    title: 'Obligation',
    businessName: 'Business',
    entityType: 'Type',
    feeUSD: 'Fee',
    clientEmail: 'Client',
    entity: 'Entity',
    filing: 'Filing',
  },
};
