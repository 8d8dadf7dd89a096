import { BRAND } from '../../../config/theme';

/** One line of a chart: its name, colour and one figure per point. */
export interface ChartLine {
  label: string;
  color: string;
  data: readonly number[];
}

export const LINE_COLORS = {
  signIns: BRAND.navyLight,
  searches: BRAND.teal,
  companyViews: '#b7791f',
  exports: '#9b2c2c',
  activeUsers: '#6b46c1',
} as const;

type Figures = {
  signIns: number;
  searches: number;
  companyViews: number;
  exports: number;
};

/** The four lines of an activity report's days. */
export function activityLines(days: readonly Figures[]): ChartLine[] {
  return [
    {
      label: 'Sign-ins',
      color: LINE_COLORS.signIns,
      data: days.map((d) => d.signIns),
    },
    {
      label: 'Searches',
      color: LINE_COLORS.searches,
      data: days.map((d) => d.searches),
    },
    {
      label: 'Company views',
      color: LINE_COLORS.companyViews,
      data: days.map((d) => d.companyViews),
    },
    {
      label: 'Exports',
      color: LINE_COLORS.exports,
      data: days.map((d) => d.exports),
    },
  ];
}
