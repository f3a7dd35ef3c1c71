// The dashboard's words (app.dashboard.*): loaded with the screen, not in the first download (i18n/en.ts).
import { DASHBOARD_SUBTITLE, DASHBOARD_TITLE } from './heading';
export const dashboardMessages = {
  title: DASHBOARD_TITLE,
  subtitle: DASHBOARD_SUBTITLE,
  kpi: {
    load_failed: 'Could not load the dashboard figures: %{error}',
    activeClients: 'Active Clients',
    activeClients_hint: 'Clients and members with a paid order',
    pendingOrders: 'Pending Orders',
    pendingOrders_hint: 'Paid orders waiting for review',
    assetsManaged: 'Assets Managed',
    assetsManaged_hint: 'Documents and files in the library',
    riskFlags: 'Risk Flags',
    riskFlags_hint: 'Late or delinquent loans, covenant issues and overdue compliance filings',
  },
  quick_actions: {
    title: 'Quick Actions',
    new_client: 'New Client',
    upload_asset: 'Upload Asset',
    generate_report: 'Generate Report',
    audit_search: 'Audit Search',
    audit_search_placeholder: 'User, action, target or IP',
    audit_search_submit: 'Search the audit log',
  },
  new_client: {
    title: 'New Client',
    intro: 'Creates a client account and emails an invitation to set a password.',
    email: 'Client email',
    email_required: 'Email is required',
    submit: 'Create and Invite',
  },
  activity: {
    title: 'Recent Activity',
    list: 'Recent activity',
    load_failed: 'Could not load recent activity: %{error}',
    empty: 'No recent activity',
  },
  mismatches: {
    title: 'Payment mismatches',
    list: 'Payment mismatches',
    load_failed: 'Could not load the payment mismatches: %{error}',
    empty: 'No open payment mismatches: every charge and refund pairs with its order.',
    note: 'Note or order id',
    refund: 'Refund',
    link: 'Link to order',
    save_note: 'Note',
  },
};
