// The dashboard PDF's page and type (docs/decisions/0021): US Letter
// portrait, Helvetica at sizes that stay readable on paper.
export const PAGE = {
  size: 'LETTER',
  width: 612,
  height: 792,
  // Room above and below the flow for the running header and footer.
  margin: { top: 64, bottom: 60, left: 50, right: 50 },
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.margin.left - PAGE.margin.right;
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin.bottom;

export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const SIZE = {
  title: 20,
  section: 14,
  subsection: 10,
  body: 9.5,
  table: 8.5,
  small: 7.5,
  figure: 13,
} as const;

// The web app's brand (apps/web config/theme.ts), darker greys for print.
export const COLOR = {
  navy: '#0b1f3a',
  navyLight: '#16345f',
  teal: '#0f766e',
  text: '#1a1f29',
  muted: '#4d5766',
  rule: '#c9d1dc',
  band: '#eef2f7',
  barMuted: '#9fb0c8',
  warning: '#9a4a00',
} as const;

// Hazard bars from green to red, as the dashboard colours them.
export const RATING_COLORS = [
  '#3f9f74',
  '#8cbf5a',
  '#e5b93a',
  '#e8863c',
  '#d64545',
] as const;
