// The back-office's look in one place: brand colours, the quality tiers' badge colours, shape, type and the
// sidebar. Screens read these through the theme (sx palette paths, useTheme), never as literal colours.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Badge colours of the quality tiers (NINE_SIGMA purple, DIAMOND blue, ...); any other level is `other`. */
export interface QualityLevelPalette {
  NINE_SIGMA: string;
  DIAMOND: string;
  PLATINUM: string;
  GOLD: string;
  SILVER: string;
  other: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    qualityLevel: QualityLevelPalette;
  }
  interface PaletteOptions {
    qualityLevel?: QualityLevelPalette;
  }
}

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1a3a6b' },
    secondary: { main: '#c8962e' },
    background: { default: '#f7f9fc' },
    qualityLevel: {
      NINE_SIGMA: '#7b1fa2',
      DIAMOND: '#1565c0',
      PLATINUM: '#757575',
      GOLD: '#f9a825',
      SILVER: '#bdbdbd',
      other: '#ef6c00',
    },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  sidebar: { width: 240, closedWidth: 56 },
};
