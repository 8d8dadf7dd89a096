import type { TruthEntry } from '@edge/partner-sandbox';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { TRUTH_TABLES } from '../ingest/evaluate-resolution';

/**
 * Edge's muns of each truth entry's company, found by the entry's records
 * in the source_key of the fact tables (as evaluate-resolution does): all
 * of them, in the records' order, as entity resolution may have kept one
 * company's rows under two muns.
 */
export async function munsOfTruth(
  db: Db,
  truth: readonly TruthEntry[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const entry of truth) {
    const muns = new Set<string>();
    for (const { dataset, key } of entry.records) {
      const table = TRUTH_TABLES[dataset];
      if (!table) continue;
      const { rows } = await sql<{
        muns: string | null;
      }>`select muns from ${sql.table(table)} where source_key = ${key}`.execute(
        db,
      );
      for (const row of rows) if (row.muns) muns.add(row.muns);
    }
    if (muns.size > 0) found.set(entry.accountId, [...muns]);
  }
  return found;
}
