import type { Db } from '../../db/database';
import { lookup } from './company-reports.repository';

/**
 * A company's plan figures as the search keeps them (docs/decisions/0039):
 * premium and commission of the latest Schedule A year, participants of
 * the latest plan year.
 */
export interface PlanFigures {
  premium: number | null;
  commission: number | null;
  participants: number | null;
}

/** The company's own figures, with the years they are of. */
export interface CompanyPlanFigures extends PlanFigures {
  plan_year: number | null;
  contract_year: number | null;
}

/**
 * A peer group: one state (null: every state), NAICS codes from `naicsFrom` up to (not
 * including) `naicsBefore`, and an employee range (`employeesMax` null:
 * no upper end).
 */
export interface PeerGroupQuery {
  state: string | null;
  naicsFrom: string;
  naicsBefore: string;
  employeesMin: number;
  employeesMax: number | null;
  exceptMuns: string;
}

const num = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

export async function companyPlanFigures(
  db: Db,
  muns: string,
): Promise<CompanyPlanFigures | null> {
  const row = await db
    .selectFrom('search_companies')
    .select([
      'premium',
      'commission',
      'participants',
      'plan_year',
      'contract_year',
    ])
    .where('muns', '=', muns)
    .executeTakeFirst();
  if (!row) return null;
  return {
    premium: num(row.premium),
    commission: num(row.commission),
    participants: num(row.participants),
    plan_year: num(row.plan_year),
    contract_year: num(row.contract_year),
  };
}

// A group's rows, the companies' ids with them.
type PeerRow = PlanFigures & { muns: string };

async function readPeerGroup(
  db: Db,
  group: Omit<PeerGroupQuery, 'exceptMuns'>,
): Promise<PeerRow[]> {
  let query = db
    .selectFrom('search_companies')
    .select(['muns', 'premium', 'commission', 'participants'])
    .where('naics', '>=', group.naicsFrom)
    .where('naics', '<', group.naicsBefore)
    .where('employees', '>=', group.employeesMin)
    .where('premium', '>', 0);
  if (group.state !== null) query = query.where('state', '=', group.state);
  if (group.employeesMax !== null) {
    query = query.where('employees', '<=', group.employeesMax);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    muns: row.muns,
    premium: num(row.premium),
    commission: num(row.commission),
    participants: num(row.participants),
  }));
}

/**
 * The figures of the group's other companies with a premium above 0.
 * With a state, the range on NAICS keeps to the (state, naics, employees)
 * index of migration 0037; across all states it reads that partial index
 * whole (the companies with a premium). Within a fact batch (the daily
 * scoring run) each group is read once and kept for its other companies.
 */
export async function peerPlanFigures(
  db: Db,
  group: PeerGroupQuery,
): Promise<PlanFigures[]> {
  const { exceptMuns, ...where } = group;
  const key = `peers:${where.state ?? '*'}:${where.naicsFrom}-${where.naicsBefore}:${where.employeesMin}-${where.employeesMax ?? ''}`;
  const rows = await lookup(key, () => readPeerGroup(db, where));
  return rows
    .filter((row) => row.muns !== exceptMuns)
    .map(({ premium, commission, participants }) => ({
      premium,
      commission,
      participants,
    }));
}
