import type {
  DotCarriersQuery,
  DotCarriersResponse,
  MotorCarrier,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { requireCompany, type CompanyUser } from '../companies/index';
import { toDetailsCompany } from './details-company';
import { carrierTotals, listCarriers } from './dot-details.repository';
import { pageRequest, toNumber, toNumberOrNull } from './paging';
import { tableSources } from './sources.service';

type CarrierRow = Awaited<ReturnType<typeof listCarriers>>[number];

const toCarrier = (row: CarrierRow): MotorCarrier => ({
  dot_number: row.dot_number ?? '',
  legal_name: row.legal_name,
  dba_name: row.dba_name,
  carrier_operation: row.carrier_operation,
  hazmat: toNumber(row.hazmat) === 1,
  passenger: toNumber(row.passenger) === 1,
  address: row.phy_address,
  city: row.phy_city,
  state: row.phy_state,
  zip: row.phy_zip,
  telephone: row.telephone,
  email: row.email,
  mcs150_date: row.mcs150_date,
  mcs150_mileage: toNumberOrNull(row.mcs150_mileage),
  mcs150_mileage_year: toNumberOrNull(row.mcs150_mileage_year),
  add_date: row.add_date,
  power_units: toNumberOrNull(row.power_units),
  drivers: toNumberOrNull(row.drivers),
  // The census's Y classifications, kept as their column names.
  operations: row.operations ? row.operations.split(',') : [],
});

/** GET /api/v1/companies/:muns/dot/carriers. */
export async function listDotCarriers(
  db: Db,
  user: CompanyUser,
  muns: string,
  query: DotCarriersQuery,
): Promise<DotCarriersResponse> {
  const company = await requireCompany(db, user, muns, 'pc');
  const [rows, totals, sources] = await Promise.all([
    listCarriers(db, company.muns, pageRequest(query)),
    carrierTotals(db, company.muns),
    tableSources(db, company.muns, [['fmcsa_census', 'motor_carriers']]),
  ]);
  return {
    company: toDetailsCompany(company),
    sources,
    total: toNumber(totals.carriers),
    page: query.page,
    pageSize: query.pageSize,
    totals: {
      carriers: toNumber(totals.carriers),
      power_units: toNumberOrNull(totals.power_units),
      drivers: toNumberOrNull(totals.drivers),
    },
    rows: rows.map(toCarrier),
  };
}
