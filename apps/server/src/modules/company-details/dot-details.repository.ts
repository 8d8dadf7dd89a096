import type { DotCarrierSortField } from '@edge/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { digitsKey, listPage, type PageRequest, type SortKey } from './paging';

const carriers = (db: Db, muns: string) =>
  db.selectFrom('motor_carriers').where('muns', '=', muns);

const CARRIER_KEYS: Record<DotCarrierSortField, SortKey> = {
  dot_number: digitsKey('dot_number'),
  legal_name: sql`legal_name`,
  carrier_operation: sql`carrier_operation`,
  city: sql`phy_city`,
  state: sql`phy_state`,
  mcs150_date: sql`mcs150_date`,
  mcs150_mileage: sql`mcs150_mileage`,
  power_units: sql`power_units`,
  drivers: sql`drivers`,
};

/** One page of the company's DOT motor carriers. */
export function listCarriers(
  db: Db,
  muns: string,
  page: PageRequest<DotCarrierSortField>,
) {
  return listPage(
    carriers(db, muns).select([
      'dot_number',
      'legal_name',
      'dba_name',
      'carrier_operation',
      'hazmat',
      'passenger',
      'phy_address',
      'phy_city',
      'phy_state',
      'phy_zip',
      'telephone',
      'email',
      'mcs150_date',
      'mcs150_mileage',
      'mcs150_mileage_year',
      'add_date',
      'power_units',
      'drivers',
      'operations',
    ]),
    CARRIER_KEYS,
    page,
  );
}

/** Count and fleet size over every carrier of the company. */
export function carrierTotals(db: Db, muns: string) {
  return carriers(db, muns)
    .select((eb) => [
      eb.fn.countAll().as('carriers'),
      eb.fn.sum('power_units').as('power_units'),
      eb.fn.sum('drivers').as('drivers'),
    ])
    .executeTakeFirstOrThrow();
}
