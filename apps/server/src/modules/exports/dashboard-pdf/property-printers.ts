import {
  describeScore,
  formatArea,
  formatCompanyAddress,
  formatCount,
  formatDate,
  formatMoney,
  hazardScales,
  type FullPropertyReport,
  type HazardsReport,
  type PropertyFull,
  type PropertyReport,
} from '@edge/contracts';
import { countFigure, moneyFigure } from './pdf-figures';
import { scoreBars } from './pdf-score-bars';
import { table, type PdfColumn } from './pdf-table';
import type { Figure } from './pdf-writer';
import type { ReportPrinter } from './report-printer';

const area = (label: string, sqft: number | null): Figure => ({
  label,
  value: sqft === null ? '—' : formatArea(sqft),
});

function yearsBuilt({ totals }: PropertyReport): string {
  const { oldest_year_built: oldest, newest_year_built: newest } = totals;
  if (oldest === null || newest === null) return 'n/a';
  return oldest === newest ? String(oldest) : `${oldest}–${newest}`;
}

export const propertyPrinter: ReportPrinter<PropertyReport> = {
  isEmpty: (data) => data.totals.properties === 0,
  emptyText: 'No property records on file.',
  print: (pdf, data) => {
    const { totals, primary } = data;
    pdf.figures([
      countFigure('Properties', totals.properties),
      area('Building area', totals.building_area_sqft),
      area('Lot size', totals.lot_size_sqft),
      moneyFigure('Assessed value', totals.assessed_total_value),
      { label: 'Year built', value: yearsBuilt(data) },
    ]);
    if (!primary) return;
    pdf.subheading(
      totals.properties > 1
        ? `Largest property (totals over ${formatCount(totals.properties)} properties)`
        : 'Property',
    );
    pdf.facts([
      ['Address', formatCompanyAddress(primary)],
      ['Land use', primary.land_use],
      ['Construction', primary.construction_class],
      ['Year built', primary.year_built],
      ['Building area', formatArea(primary.building_area_sqft)],
      ['Lot size', formatArea(primary.lot_size_sqft)],
      ['Assessed value', formatMoney(primary.assessed_total_value)],
      ['Parcel (APN)', primary.apn],
    ]);
  },
};

export const hazardsPrinter: ReportPrinter<HazardsReport> = {
  isEmpty: (data) => data.groups.length === 0 && !data.overall,
  emptyText: 'No hazard scores for this location.',
  print: (pdf, data) => {
    pdf.facts([
      ['Overall risk', describeScore(data.overall)],
      ['Expected loss', describeScore(data.expected_annual_loss)],
      ['County', data.county_name],
    ]);
    for (const scale of hazardScales(data.groups)) scoreBars(pdf, scale);
  },
};

const PROPERTY_COLUMNS: readonly PdfColumn<PropertyFull>[] = [
  {
    label: 'Address',
    weight: 2.4,
    text: (p) => formatCompanyAddress(p) || p.apn,
  },
  {
    label: 'Land use',
    weight: 1.7,
    // 'WAREHOUSE/DISTRIBUTION' may wrap after its slash.
    text: (p) => p.land_use?.replace(/\/(?=\S)/g, '/ '),
  },
  { label: 'Owner', weight: 1.8, text: (p) => p.owner_name },
  {
    label: 'Building',
    weight: 1.2,
    isNumeric: true,
    text: (p) => formatArea(p.building_area_sqft),
  },
  {
    label: 'Lot',
    weight: 1.2,
    isNumeric: true,
    text: (p) => formatArea(p.lot_size_sqft),
  },
  { label: 'Built', weight: 0.6, isNumeric: true, text: (p) => p.year_built },
  {
    label: 'Assessed',
    weight: 1,
    isNumeric: true,
    text: (p) => formatMoney(p.assessed_total_value),
  },
  {
    label: 'Last sale',
    weight: 1.2,
    isNumeric: true,
    text: (p) =>
      [formatDate(p.last_sale_date), formatMoney(p.last_sale_price)]
        .filter(Boolean)
        .join('\n'),
  },
];

export const fullPropertyPrinter: ReportPrinter<FullPropertyReport> = {
  isEmpty: (data) => data.properties.length === 0,
  emptyText: 'No property records on file.',
  print: (pdf, data) =>
    table(pdf, 'Every property on file', PROPERTY_COLUMNS, data.properties),
};
