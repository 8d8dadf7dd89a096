import type { DotReport, MotorCarrier } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView, MotorCarriersView } from '../companies/index';
import { factsOf } from './company-reports.repository';
import { sourcesOf } from './report-sources.service';
import { descending, inOrder, knownTotal } from './report-values';

function carrierOf(c: MotorCarriersView): MotorCarrier {
  return {
    dot_number: c.dot_number,
    legal_name: c.legal_name,
    dba_name: c.dba_name,
    carrier_operation: c.carrier_operation,
    hazmat: c.hazmat === 1,
    passenger: c.passenger === 1,
    address: c.phy_address,
    city: c.phy_city,
    state: c.phy_state,
    zip: c.phy_zip,
    telephone: c.telephone,
    email: c.email,
    mcs150_date: c.mcs150_date,
    mcs150_mileage: c.mcs150_mileage,
    mcs150_mileage_year: c.mcs150_mileage_year,
    add_date: c.add_date,
    power_units: c.power_units,
    drivers: c.drivers,
    operations: c.operations ? c.operations.split(',') : [],
  };
}

/** .../reports/dot: the largest fleet first, then the latest MCS-150. */
export async function dotReport(
  db: Db,
  company: CompaniesView,
): Promise<DotReport> {
  const rows = await factsOf(db, 'motor_carriers', company.muns);
  rows.sort(
    inOrder(
      descending((c) => c.power_units),
      descending((c) => c.mcs150_date),
      (a, b) => Number(a.dot_number) - Number(b.dot_number),
    ),
  );
  return {
    muns: company.muns,
    sources: await sourcesOf(db, rows),
    totals: {
      carriers: rows.length,
      power_units: knownTotal(rows, (c) => c.power_units),
      drivers: knownTotal(rows, (c) => c.drivers),
    },
    carriers: rows.map(carrierOf),
  };
}
