import type { PropertyFull } from '@edge/contracts';
import { formatArea } from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { formatFullMoney, formatMoney } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { formatCompanyAddress } from '@edge/contracts';
import { ReportCard } from '../report-card';
import { ReportTable, type TableColumn } from '../report-table';

const fullMoney = (value: number | null) =>
  value === null ? undefined : formatFullMoney(value);

/** The exact assessment and the property tax, on hover. */
function assessedTitle(p: PropertyFull): string | undefined {
  const tax =
    p.tax_amount === null
      ? null
      : `tax ${formatFullMoney(p.tax_amount)}${p.tax_year ? ` (${p.tax_year})` : ''}`;
  const parts = [fullMoney(p.assessed_total_value), tax].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

const COLUMNS: readonly TableColumn<PropertyFull>[] = [
  {
    key: 'address',
    label: 'Address',
    minWidth: 160,
    render: (p) => formatCompanyAddress(p) || p.apn,
  },
  {
    key: 'land_use',
    label: 'Land use',
    // 'WAREHOUSE/DISTRIBUTION' may wrap after its slash.
    render: (p) => p.land_use?.replace(/\//g, '/\u200b'),
  },
  { key: 'owner', label: 'Owner', minWidth: 100, render: (p) => p.owner_name },
  {
    key: 'building',
    label: 'Building',
    isNumeric: true,
    render: (p) => formatArea(p.building_area_sqft),
  },
  {
    key: 'lot',
    label: 'Lot',
    isNumeric: true,
    render: (p) => formatArea(p.lot_size_sqft),
  },
  {
    key: 'year',
    label: 'Built',
    isNumeric: true,
    render: (p) => p.year_built,
  },
  {
    key: 'stories',
    label: 'Stories',
    isNumeric: true,
    render: (p) => p.stories,
  },
  {
    key: 'assessed',
    label: 'Assessed',
    isNumeric: true,
    render: (p) => formatMoney(p.assessed_total_value),
    title: (p) => assessedTitle(p),
  },
  {
    key: 'sale',
    label: 'Last sale',
    isNumeric: true,
    // The date over the price: the narrowest the column gets.
    render: (p) => (
      <>
        {formatDate(p.last_sale_date)}
        {p.last_sale_date && p.last_sale_price !== null ? <br /> : null}
        {formatMoney(p.last_sale_price)}
      </>
    ),
  },
];

/** Full property: every property with its assessor record. */
export function FullPropertyCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'full-property');
  return (
    <ReportCard
      name="full-property"
      title="Properties"
      report={report}
      isEmpty={(data) => data.properties.length === 0}
      emptyText="No property records on file."
    >
      {(data) => (
        <ReportTable
          label="Every property on file"
          columns={COLUMNS}
          rows={data.properties}
          rowKey={(p, i) => `${p.apn ?? ''}-${i}`}
          limit={5}
        />
      )}
    </ReportCard>
  );
}
