import type {
  FullPropertyReport,
  PropertyFull,
  PropertyReport,
  PropertySummary,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import type { PropertiesView } from './commercial-facts.table';
import { factsOf } from './company-reports.repository';
import { sourcesOf } from './report-sources.service';
import { descending, greatest, inOrder, knownTotal } from './report-values';

// The largest first: building area, then lot size, then assessed value.
const largestFirst = inOrder<PropertiesView>(
  descending((p) => p.building_area_sqft),
  descending((p) => p.lot_size_sqft),
  descending((p) => p.assessed_total_value),
  (a, b) => a.source_key.localeCompare(b.source_key),
);

async function propertiesOf(db: Db, muns: string) {
  const rows = await factsOf(db, 'properties', muns);
  return rows.sort(largestFirst);
}

function summaryOf(p: PropertiesView): PropertySummary {
  return {
    apn: p.apn,
    address: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    land_use: p.land_use,
    lot_size_sqft: p.lot_size_sqft,
    building_area_sqft: p.building_area_sqft,
    year_built: p.year_built,
    construction_class: p.construction_class,
    assessed_total_value: p.assessed_total_value,
  };
}

/** .../reports/property: totals over the properties and the largest one. */
export async function propertyReport(
  db: Db,
  company: CompaniesView,
): Promise<PropertyReport> {
  const rows = await propertiesOf(db, company.muns);
  const years = rows.map((p) => p.year_built).filter((y) => y !== null);
  return {
    muns: company.muns,
    sources: await sourcesOf(db, rows),
    totals: {
      properties: rows.length,
      lot_size_sqft: knownTotal(rows, (p) => p.lot_size_sqft),
      building_area_sqft: knownTotal(rows, (p) => p.building_area_sqft),
      assessed_total_value: knownTotal(rows, (p) => p.assessed_total_value),
      oldest_year_built: years.length > 0 ? Math.min(...years) : null,
      newest_year_built: greatest(years),
    },
    primary: rows[0] ? summaryOf(rows[0]) : null,
  };
}

function fullOf(p: PropertiesView): PropertyFull {
  return {
    ...summaryOf(p),
    owner_name: p.owner_name,
    land_use_code: p.land_use_code,
    effective_year_built: p.effective_year_built,
    stories: p.stories,
    units: p.units,
    assessed_land_value: p.assessed_land_value,
    assessed_improvement_value: p.assessed_improvement_value,
    last_sale_date: p.last_sale_date,
    last_sale_price: p.last_sale_price,
    tax_amount: p.tax_amount,
    tax_year: p.tax_year,
  };
}

/** .../reports/full-property: every property, the largest first. */
export async function fullPropertyReport(
  db: Db,
  company: CompaniesView,
): Promise<FullPropertyReport> {
  const rows = await propertiesOf(db, company.muns);
  return {
    muns: company.muns,
    sources: await sourcesOf(db, rows),
    properties: rows.map(fullOf),
  };
}
