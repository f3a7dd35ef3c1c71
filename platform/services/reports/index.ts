// Figures read across the business for the back-office dashboard.
export * from './dashboard-figures'; // active clients, orders to review, assets, risk flags
