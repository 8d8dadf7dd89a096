import Typography from '@mui/material/Typography';
import type { PropertyReport, PropertySummary } from '@edge/contracts';
import { formatArea } from '@edge/contracts';
import { formatCount, formatMoney } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { formatCompanyAddress } from '@edge/contracts';
import { areaFigure, countFigure, moneyFigure } from '../../utils/figures';
import { HINTS } from '../../utils/hint-texts';
import { FactList, type Fact } from '../../../../components/ui/fact-list';
import { FigureGrid } from '../figure-grid';
import { ReportCard } from '../report-card';

function yearsBuilt({ totals }: PropertyReport): string {
  const { oldest_year_built: oldest, newest_year_built: newest } = totals;
  if (oldest === null || newest === null) return 'n/a';
  return oldest === newest ? String(oldest) : `${oldest}–${newest}`;
}

function sizeFacts(property: PropertySummary): Fact[] {
  return [
    ['Building area', formatArea(property.building_area_sqft)],
    ['Lot size', formatArea(property.lot_size_sqft)],
    ['Assessed value', formatMoney(property.assessed_total_value)],
  ];
}

function PrimaryProperty({
  property,
  isOnly,
}: {
  property: PropertySummary;
  isOnly: boolean;
}) {
  // With one property the totals above already give its size and value.
  const size = isOnly ? [] : sizeFacts(property);
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Largest property
      </Typography>
      <FactList
        facts={[
          ['Address', formatCompanyAddress(property)],
          ['Land use', property.land_use],
          ['Construction', property.construction_class],
          ['Year built', property.year_built],
          ...size,
          ['Parcel (APN)', property.apn],
        ]}
      />
    </>
  );
}

function PropertySummaryView({ data }: { data: PropertyReport }) {
  const { totals } = data;
  return (
    <>
      <FigureGrid
        figures={[
          countFigure('Properties', totals.properties),
          areaFigure('Building area', totals.building_area_sqft),
          areaFigure('Lot size', totals.lot_size_sqft),
          moneyFigure('Assessed value', totals.assessed_total_value),
          { label: 'Year built', value: yearsBuilt(data) },
        ]}
      />
      {data.primary && totals.properties > 1 && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Totals over {formatCount(totals.properties)} properties.
        </Typography>
      )}
      {data.primary && (
        <PrimaryProperty
          property={data.primary}
          isOnly={totals.properties === 1}
        />
      )}
    </>
  );
}

/** Property: what the company occupies, in totals and its largest site. */
export function PropertyCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'property');
  return (
    <ReportCard
      name="property"
      title="Property and risk profile"
      hint={HINTS.propertyRisk}
      report={report}
      isEmpty={(data) => data.totals.properties === 0}
      emptyText="No property records on file."
    >
      {(data) => <PropertySummaryView data={data} />}
    </ReportCard>
  );
}
