import { createTheme } from '@mui/material/styles';

// Brand: deep navy for structure, teal for action (a calm B2B palette).
export const BRAND = {
  navy: '#0b1f3a',
  navyLight: '#16345f',
  teal: '#0d9488',
  tealLight: '#14b8a6',
  canvas: '#f4f6fa',
  border: '#e3e8ef',
} as const;

const FONT_STACK = [
  'Inter',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.navyLight, dark: BRAND.navy, contrastText: '#fff' },
    secondary: {
      main: BRAND.teal,
      light: BRAND.tealLight,
      contrastText: '#fff',
    },
    background: { default: BRAND.canvas, paper: '#ffffff' },
    text: { primary: '#14213d', secondary: '#5b6679' },
    divider: BRAND.border,
  },
  shape: { borderRadius: 10 },
  spacing: 8,
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.375rem', fontWeight: 700 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    subtitle2: { fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, paddingInline: 16 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: { borderBottom: `1px solid ${BRAND.border}`, background: '#fff' },
      },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 12 } },
    },
    MuiMenu: {
      defaultProps: { slotProps: { paper: { elevation: 4 } } },
    },
    MuiMenuItem: {
      styleOverrides: { root: { fontSize: '0.9rem', minHeight: 40 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiDialogTitle: {
      styleOverrides: { root: { fontWeight: 700, fontSize: '1.125rem' } },
    },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 600, color: '#5b6679', background: '#f8fafc' },
      },
    },
  },
});
