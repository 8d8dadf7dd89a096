import { compactDate, dayNumber, isoDate, MONTHS, oracleDate } from '../dates';
import { unitOf } from './older-choice';
import type { OlderContext } from './older-context';
import { recordsOf } from './rewrite-file';

// Records the older extract lacks are recent ones: about 9% of a data set,
// drawn from its newest fifth by date (an inspection's opening, a policy's
// effective date...), as a later extract adds them.

const NEWEST_SHARE = 0.2;
const LEFT_OUT_OF_NEWEST = 0.45;

/** A day number from the generator's date styles; null when blank. */
export function dayOf(text: string): number | null {
  let match = /^(\d{4})-?(\d{2})-?(\d{2})(T00:00:00)?$/.exec(text);
  if (match) return dayNumber(+match[1]!, +match[2]!, +match[3]!);
  match = /^(\d{2})-([A-Z]{3})-(\d{2})$/.exec(text);
  if (!match) return null;
  const year = +match[3]!;
  return dayNumber(
    year > 50 ? 1900 + year : 2000 + year,
    (MONTHS as readonly string[]).indexOf(match[2]!) + 1,
    +match[1]!,
  );
}

/** A day written in the style of `like` (ISO, with time, compact, Oracle). */
export function dayTextLike(like: string, day: number): string {
  if (/^\d{8}$/.test(like)) return compactDate(day);
  if (like.endsWith('T00:00:00')) return `${isoDate(day)}T00:00:00`;
  if (/^\d{2}-[A-Z]{3}-\d{2}$/.test(like)) return oracleDate(day);
  return isoDate(day);
}

/** Where a file's newest records start, and its very newest record. */
export interface Newest {
  from: number;
  latest: string | null;
}

/** The first day of the newest fifth of a file's rows, and its newest row. */
export async function newestOf(
  ctx: OlderContext,
  name: string,
  header: readonly string[],
  dateOf: (row: string[]) => string,
  keyOf: (row: string[]) => string,
): Promise<Newest> {
  const counts = new Map<number, number>();
  let rows = 0;
  let latest: { day: number; key: string } | null = null;
  for await (const row of recordsOf(ctx, name, header)) {
    rows += 1;
    const day = dayOf(dateOf(row));
    if (day === null) continue;
    counts.set(day, (counts.get(day) ?? 0) + 1);
    const key = keyOf(row);
    if (
      !latest ||
      day > latest.day ||
      (day === latest.day && key < latest.key)
    ) {
      latest = { day, key };
    }
  }
  let seen = 0;
  for (const day of [...counts.keys()].sort((a, b) => b - a)) {
    seen += counts.get(day)!;
    if (seen >= rows * NEWEST_SHARE) return { from: day, latest: latest!.key };
  }
  return { from: Number.POSITIVE_INFINITY, latest: latest?.key ?? null };
}

/**
 * Whether the older extract lacks a record of this date: the newest one
 * always (so that a small data set has a new record too), others drawn.
 */
export function isLeftOut(
  ctx: OlderContext,
  dataset: string,
  key: string,
  date: string,
  newest: Newest,
): boolean {
  if (key === newest.latest) return true;
  const day = dayOf(date);
  return (
    day !== null &&
    day >= newest.from &&
    unitOf(ctx.seed, `new ${dataset}`, key) < LEFT_OUT_OF_NEWEST
  );
}
