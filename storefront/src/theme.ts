import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1a3a6b' },
    secondary: { main: '#c8962e' },
    background: { default: '#f7f9fc' },
    // MUI's orange and light blue carry white text at 3.1:1 and 3.9:1; these read at 5.6:1 and 6.4:1.
    warning: { main: '#a84e00', contrastText: '#fff' },
    info: { main: '#0b61a4', contrastText: '#fff' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});
