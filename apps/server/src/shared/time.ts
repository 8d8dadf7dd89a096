// Timestamps are ISO-8601 UTC text in both databases, so string comparison
// orders them the same on SQLite and PostgreSQL.

/** Now, as ISO-8601 UTC text. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

/** The ISO time `hours` after (or, when negative, before) `from`. */
export function addHours(from: Date, hours: number): string {
  return new Date(from.getTime() + hours * 3_600_000).toISOString();
}

/** The ISO time `minutes` after (or before) `from`. */
export function addMinutes(from: Date, minutes: number): string {
  return new Date(from.getTime() + minutes * 60_000).toISOString();
}

/** A calendar date YYYY-MM-DD `days` after `from` (UTC). */
export function addDaysAsDate(from: Date, days: number): string {
  return addHours(from, days * 24).slice(0, 10);
}
