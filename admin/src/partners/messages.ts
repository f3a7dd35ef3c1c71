// The partner page's webhook words (app.partners.*): loaded with the deliveries view, not in the first download.
export const partnerMessages = {
  resent: 'Delivery sent again\n%{type} to %{url}',
};
