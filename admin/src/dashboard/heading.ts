// The dashboard's heading: rendered by the screen, and painted from the built HTML before any script runs
// (admin/first-paint.ts), so both show the same words.
export const DASHBOARD_TITLE = 'Dashboard Overview';
export const DASHBOARD_SUBTITLE = 'Clients, orders, assets and risk at a glance.';
