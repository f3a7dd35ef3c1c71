import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1a3a6b' },
    secondary: { main: '#c8962e' },
    background: { default: '#f7f9fc' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  sidebar: { width: 240, closedWidth: 56 },
};
