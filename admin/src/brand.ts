// The back-office's brand colours and type: the MUI theme (theme.ts) and the page painted from the built HTML
// before any script runs (admin/first-paint.ts) read them here.
export const BRAND_PRIMARY = '#1a3a6b';
export const BRAND_SECONDARY = '#c8962e';
export const PAGE_BACKGROUND = '#f7f9fc';
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** Warning and information colours that read at AA contrast with white text and on the page background. */
export const STATUS_WARNING = '#a84e00';
export const STATUS_INFO = '#0b61a4';
