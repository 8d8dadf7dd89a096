import type { Db } from '../../db/database';

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

/**
 * The figures of the group's other companies with a premium above 0.
 * With a state, the range on NAICS keeps to the (state, naics, employees)
 * index of migration 0037; across all states it reads that partial index
 * whole (the companies with a premium).
 */
export async function peerPlanFigures(
  db: Db,
  group: PeerGroupQuery,
): Promise<PlanFigures[]> {
  let query = db
    .selectFrom('search_companies')
    .select(['premium', 'commission', 'participants'])
    .where('naics', '>=', group.naicsFrom)
    .where('naics', '<', group.naicsBefore)
    .where('employees', '>=', group.employeesMin)
    .where('premium', '>', 0)
    .where('muns', '<>', group.exceptMuns);
  if (group.state !== null) query = query.where('state', '=', group.state);
  if (group.employeesMax !== null) {
    query = query.where('employees', '<=', group.employeesMax);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    premium: num(row.premium),
    commission: num(row.commission),
    participants: num(row.participants),
  }));
}
