import type {
  OshaInspectionSortField,
  OshaViolationSortField,
} from '@edge/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { digitsKey, listPage, type PageRequest, type SortKey } from './paging';

// A company's violations counted and summed per inspection; both sides
// are read by the muns index, never across companies.
const perInspection = (db: Db, muns: string) =>
  db
    .selectFrom('osha_violations')
    .select((eb) => [
      'activity_nr',
      eb.fn.countAll().as('violations'),
      eb.fn.sum('initial_penalty').as('initial_penalty'),
      eb.fn.sum('current_penalty').as('current_penalty'),
    ])
    .where('muns', '=', muns)
    .groupBy('activity_nr');

const inspections = (db: Db, muns: string) =>
  db
    .selectFrom('osha_inspections as i')
    .leftJoin(perInspection(db, muns).as('v'), 'v.activity_nr', 'i.activity_nr')
    .select([
      'i.activity_nr',
      'i.estab_name',
      'i.site_address',
      'i.site_city',
      'i.site_state',
      'i.site_zip',
      'i.naics',
      'i.inspection_type',
      'i.inspection_scope',
      'i.safety_health',
      'i.union_status',
      'i.employees_in_establishment',
      'i.open_date',
      'i.close_case_date',
      sql<number | string>`coalesce(v.violations, 0)`.as('violations'),
      sql<number | string>`coalesce(v.initial_penalty, 0)`.as(
        'initial_penalty',
      ),
      sql<number | string>`coalesce(v.current_penalty, 0)`.as(
        'current_penalty',
      ),
    ])
    .where('i.muns', '=', muns);

export type InspectionRow = Awaited<
  ReturnType<ReturnType<typeof inspections>['execute']>
>[number];

const INSPECTION_KEYS: Record<OshaInspectionSortField, SortKey> = {
  activity_nr: digitsKey('i.activity_nr'),
  estab_name: sql`i.estab_name`,
  site_city: sql`i.site_city`,
  site_state: sql`i.site_state`,
  inspection_type: sql`i.inspection_type`,
  inspection_scope: sql`i.inspection_scope`,
  safety_health: sql`i.safety_health`,
  open_date: sql`i.open_date`,
  close_case_date: sql`i.close_case_date`,
  violations: sql`coalesce(v.violations, 0)`,
  initial_penalty: sql`coalesce(v.initial_penalty, 0)`,
  current_penalty: sql`coalesce(v.current_penalty, 0)`,
};

/** One page of the company's inspections with their violation totals. */
export function listInspections(
  db: Db,
  muns: string,
  page: PageRequest<OshaInspectionSortField>,
): Promise<InspectionRow[]> {
  return listPage(
    inspections(db, muns),
    INSPECTION_KEYS,
    page,
    sql`i.source_key`,
  );
}

/** One inspection of the company, or undefined when it is not its own. */
export function findInspection(
  db: Db,
  muns: string,
  activityNr: string,
): Promise<InspectionRow | undefined> {
  return inspections(db, muns)
    .where('i.activity_nr', '=', activityNr)
    .executeTakeFirst();
}

/** Count, open count and latest opening of the company's inspections. */
export function inspectionTotals(db: Db, muns: string) {
  return db
    .selectFrom('osha_inspections')
    .select((eb) => [
      eb.fn.countAll().as('inspections'),
      sql<
        number | string | null
      >`sum(case when close_case_date is null then 1 else 0 end)`.as('open'),
      eb.fn.max('open_date').as('last_open_date'),
    ])
    .where('muns', '=', muns)
    .executeTakeFirstOrThrow();
}

const violations = (db: Db, muns: string, activityNr: string | undefined) => {
  const query = db.selectFrom('osha_violations').where('muns', '=', muns);
  return activityNr === undefined
    ? query
    : query.where('activity_nr', '=', activityNr);
};

const countType = (types: readonly string[]) =>
  sql<number | string | null>`sum(case when violation_type in (${sql.join(
    types,
  )}) then 1 else 0 end)`;

/** Counts by type and penalty sums of the listed violations. */
export function violationTotals(db: Db, muns: string, activityNr?: string) {
  return violations(db, muns, activityNr)
    .select((eb) => [
      eb.fn.countAll().as('violations'),
      countType(['S']).as('serious'),
      countType(['W']).as('willful'),
      countType(['R']).as('repeat'),
      eb.fn.sum('initial_penalty').as('initial_penalty'),
      eb.fn.sum('current_penalty').as('current_penalty'),
    ])
    .executeTakeFirstOrThrow();
}

const VIOLATION_KEYS: Record<OshaViolationSortField, SortKey> = {
  activity_nr: digitsKey('activity_nr'),
  citation_id: sql`citation_id`,
  standard: sql`standard`,
  violation_type: sql`violation_type`,
  issuance_date: sql`issuance_date`,
  abate_date: sql`abate_date`,
  initial_penalty: sql`initial_penalty`,
  current_penalty: sql`current_penalty`,
  instances: sql`instances`,
  exposed: sql`exposed`,
  gravity: sql`gravity`,
};

/** One page of the company's violations, of one inspection if given. */
export function listViolations(
  db: Db,
  muns: string,
  activityNr: string | undefined,
  page: PageRequest<OshaViolationSortField>,
) {
  return listPage(
    violations(db, muns, activityNr).select([
      'activity_nr',
      'citation_id',
      'standard',
      'violation_type',
      'issuance_date',
      'abate_date',
      'initial_penalty',
      'current_penalty',
      'instances',
      'exposed',
      'gravity',
    ]),
    VIOLATION_KEYS,
    page,
  );
}
