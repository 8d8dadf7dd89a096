/**
 * A share of the columns of search_companies: the subqueries it joins to
 * `companies c` and the expressions of its columns over them.
 */
export interface ProjectionPart {
  // Join clauses, in order: a later one may use an earlier alias.
  joins: readonly PartJoin[];
  columns: readonly (readonly [column: string, expr: string])[];
  // Dates (YYYY-MM-DD text) that count as the company's latest activity:
  // the sources' own event dates, never an import, extract or as-of date.
  activityDates: readonly string[];
}

/** A subquery with one row per company, left-joined by muns. */
export interface MunsJoin {
  alias: string;
  subquery: string;
}

/** A whole join clause, or a subquery joined by muns. */
export type PartJoin = string | MunsJoin;

export const byMuns = (alias: string, subquery: string): MunsJoin => ({
  alias,
  subquery,
});

/** SQLite's temporary table for a by-muns subquery. */
export const munsJoinTable = ({ alias }: MunsJoin) =>
  `search_tmp_part_${alias}`;

/** The rows of a fact table that belong to a company. */
export const owned = (table: string) => `${table} where muns is not null`;
