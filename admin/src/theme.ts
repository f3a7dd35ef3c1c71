// The back-office's look in one place: brand colours, the quality tiers' badge colours, shape, type and the
// sidebar. Screens read these through the theme (sx palette paths, useTheme), never as literal colours.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_PRIMARY, BRAND_SECONDARY, FONT_FAMILY, PAGE_BACKGROUND, STATUS_INFO, STATUS_WARNING } from './brand';

/** Badge colours of the quality tiers (NINE_SIGMA purple, DIAMOND blue, ...); any other level is `other`. */
export interface QualityLevelPalette {
  NINE_SIGMA: string;
  DIAMOND: string;
  PLATINUM: string;
  GOLD: string;
  SILVER: string;
  other: string;
}

/** Test run icons as the spec says: PASSED green, FAILED red, RUNNING yellow, anything else grey. */
interface TestRunPalette {
  PASSED: string;
  FAILED: string;
  RUNNING: string;
  other: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    qualityLevel: QualityLevelPalette;
    testRun: TestRunPalette;
  }
  interface PaletteOptions {
    qualityLevel?: QualityLevelPalette;
    testRun?: TestRunPalette;
  }
}

/** The focus ring of everything that takes the keyboard: a clear outline, not only a darker underline. */
const FOCUS_RING = `3px solid ${BRAND_PRIMARY}`;
const focusRing = { outline: FOCUS_RING, outlineOffset: 2 };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: BRAND_PRIMARY },
    secondary: { main: BRAND_SECONDARY },
    background: { default: PAGE_BACKGROUND },
    // MUI's orange and light blue carry white text at 3.1:1 and 3.9:1; these read at 5.6:1 and 6.4:1.
    warning: { main: STATUS_WARNING, contrastText: '#fff' },
    info: { main: STATUS_INFO, contrastText: '#fff' },
    qualityLevel: {
      NINE_SIGMA: '#7b1fa2',
      DIAMOND: '#1565c0',
      PLATINUM: '#757575',
      GOLD: '#f9a825',
      SILVER: '#bdbdbd',
      other: '#a84e00',
    },
    testRun: { PASSED: '#2e7d32', FAILED: '#d32f2f', RUNNING: '#fbc02d', other: '#9e9e9e' },
  },
  components: {
    ...defaultTheme.components,
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': focusRing } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: FONT_FAMILY },
  sidebar: { width: 240, closedWidth: 56 },
};
