// The back-office's name in the top bar (i18n/en.ts app.title), also painted from the built HTML before any script
// runs (admin/first-paint.ts).
export const APP_TITLE = 'Admin Panel';
