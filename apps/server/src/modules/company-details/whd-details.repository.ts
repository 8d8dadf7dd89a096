import type { WhdCaseSortField } from '@edge/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { digitsKey, listPage, type PageRequest, type SortKey } from './paging';

const cases = (db: Db, muns: string) =>
  db.selectFrom('whd_cases').where('muns', '=', muns);

const CASE_KEYS: Record<WhdCaseSortField, SortKey> = {
  case_id: digitsKey('case_id'),
  trade_name: sql`trade_name`,
  legal_name: sql`legal_name`,
  city: sql`city`,
  state: sql`state`,
  findings_start_date: sql`findings_start_date`,
  findings_end_date: sql`findings_end_date`,
  violations: sql`violations`,
  employees_violated: sql`employees_violated`,
  back_wages: sql`back_wages`,
  civil_penalties: sql`civil_penalties`,
};

/** One page of the company's wage-and-hour cases. */
export function listCases(
  db: Db,
  muns: string,
  page: PageRequest<WhdCaseSortField>,
) {
  return listPage(
    cases(db, muns).select([
      'case_id',
      'trade_name',
      'legal_name',
      'address',
      'city',
      'state',
      'zip',
      'naics',
      'naics_description',
      'findings_start_date',
      'findings_end_date',
      'violations',
      'employees_violated',
      'back_wages',
      'employees_paid',
      'civil_penalties',
      'flsa_violations',
      'flsa_back_wages',
      'flsa_repeat_violator',
      'child_labor_violations',
      'child_labor_minors',
    ]),
    CASE_KEYS,
    page,
  );
}

/** Count and sums over every case of the company. */
export function caseTotals(db: Db, muns: string) {
  return cases(db, muns)
    .select((eb) => [
      eb.fn.countAll().as('cases'),
      eb.fn.sum('violations').as('violations'),
      eb.fn.sum('employees_violated').as('employees_violated'),
      eb.fn.sum('back_wages').as('back_wages'),
      eb.fn.sum('civil_penalties').as('civil_penalties'),
    ])
    .executeTakeFirstOrThrow();
}
