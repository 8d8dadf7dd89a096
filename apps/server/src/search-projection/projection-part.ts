/**
 * A share of the columns of search_companies: the subqueries it joins to
 * `companies c` and the expressions of its columns over them.
 */
export interface ProjectionPart {
  // Whole join clauses, in order: a later one may use an earlier alias.
  joins: readonly string[];
  columns: readonly (readonly [column: string, expr: string])[];
  // Dates (YYYY-MM-DD text) that count as the company's latest activity.
  activityDates: readonly string[];
}

/** A left join of a subquery with one row per company, by muns. */
export const byMuns = (alias: string, subquery: string) =>
  `left join (${subquery}) ${alias} on ${alias}.muns = c.muns`;

/** The rows of a fact table that belong to a company. */
export const owned = (table: string) => `${table} where muns is not null`;
