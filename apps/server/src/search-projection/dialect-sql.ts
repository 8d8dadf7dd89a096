import type { Db } from '../db/database';
import { SqliteAdapter } from 'kysely';

// The projection is written as SQL text, reviewable as it runs
// (STYLE §2 Kysely); the few spellings the two databases differ on are here.

export type Dialect = 'sqlite' | 'postgres';

export const dialectOf = (db: Db): Dialect =>
  db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';

/** The largest of expressions that are never null. */
export const greatest = (dialect: Dialect, exprs: readonly string[]) =>
  // SQLite's max() of one argument is the aggregate.
  exprs.length === 1
    ? exprs[0]!
    : `${dialect === 'sqlite' ? 'max' : 'greatest'}(${exprs.join(', ')})`;

/** The latest of text dates, any of them null; null when all are. */
export const latestOf = (dialect: Dialect, dates: readonly string[]) =>
  `nullif(${greatest(
    dialect,
    dates.map((date) => `coalesce(${date}, '')`),
  )}, '')`;

/** An aggregate joining the text values of a group, sorted, with `glue`. */
export const joinedList = (dialect: Dialect, expr: string, glue: string) =>
  `${dialect === 'sqlite' ? 'group_concat' : 'string_agg'}(${expr}, '${glue}' order by ${expr})`;

// NRI rating words, and the shorter words some crime sources use.
const LEVELS: readonly (readonly [word: string, level: number])[] = [
  ['Very Low', 1],
  ['Relatively Low', 2],
  ['Low', 2],
  ['Relatively Moderate', 3],
  ['Moderate', 3],
  ['Relatively High', 4],
  ['High', 4],
  ['Very High', 5],
];

/** A rating as a level 1 (very low) to 5 (very high); anything else 0. */
export const levelOf = (rating: string) =>
  `(case ${rating} ${LEVELS.map(([word, level]) => `when '${word}' then ${level}`).join(' ')} else 0 end)`;

/** The year of a YYYY-MM-DD text date as a number. */
export const yearOf = (date: string) =>
  `cast(substr(${date}, 1, 4) as integer)`;
