import { createTheme } from '@mui/material/styles';

// Brand: deep navy for structure, teal for action (a calm B2B palette).
// The teal is dark enough for white text on it and for text in it on white
// (5.5:1, WCAG AA); the light teal is for the navy brand panel.
export const BRAND = {
  navy: '#0b1f3a',
  navyLight: '#16345f',
  teal: '#0f766e',
  tealLight: '#14b8a6',
  canvas: '#f4f6fa',
  border: '#e3e8ef',
} as const;

// WCAG 2.4.7: every control the keyboard reaches shows where focus is, on
// light and dark surfaces alike (teal ring, white halo).
export const FOCUS_RING = {
  outline: `3px solid ${BRAND.teal}`,
  outlineOffset: 2,
  boxShadow: '0 0 0 5px rgba(255, 255, 255, 0.9)',
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
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible, summary:focus-visible':
          FOCUS_RING,
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
    },
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
    // A disabled field's hint says why it is disabled: it stays readable.
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: '#5b6679' } } },
    },
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
