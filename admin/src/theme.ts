// The back-office's look in one place: brand colours, the quality tiers' badge colours, shape, type and the
// sidebar. Screens read these through the theme (sx palette paths, useTheme), never as literal colours.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_PRIMARY, BRAND_SECONDARY, FONT_FAMILY, PAGE_BACKGROUND } from './brand';

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
    primary: { main: BRAND_PRIMARY },
    secondary: { main: BRAND_SECONDARY },
    background: { default: PAGE_BACKGROUND },
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
  typography: { fontFamily: FONT_FAMILY },
  sidebar: { width: 240, closedWidth: 56 },
};
