import type { Db } from '../../db/database';

/**
 * Records a batch of the companies an export wrote. The first batch
 * (start 0) clears what an interrupted attempt left, so a retried job
 * records exactly the companies of its own file.
 */
export async function recordExportedCompanies(
  db: Db,
  exportId: number,
  start: number,
  companies: readonly { muns: string }[],
): Promise<void> {
  if (start === 0) {
    await db
      .deleteFrom('export_companies')
      .where('export_id', '=', exportId)
      .execute();
  }
  if (companies.length === 0) return;
  const muns = new Set(companies.map((company) => company.muns));
  await db
    .insertInto('export_companies')
    .values([...muns].map((m) => ({ export_id: exportId, muns: m })))
    .onConflict((oc) => oc.columns(['export_id', 'muns']).doNothing())
    .execute();
}

export interface ExportMarkRow {
  muns: string;
  finished_at: string;
  first_name: string;
  last_name: string;
  state: string | null;
}

/**
 * The completed exports of an account's users that wrote any of these
 * companies since a time, newest first, with who made them.
 */
export async function findAccountExportsOf(
  db: Db,
  query: {
    accountId: number;
    module: 'pac' | 'eb';
    muns: readonly string[];
    since: string;
  },
): Promise<ExportMarkRow[]> {
  const rows = await db
    .selectFrom('export_companies as ec')
    .innerJoin('exports as e', 'e.id', 'ec.export_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('companies as c', 'c.muns', 'ec.muns')
    .select([
      'ec.muns',
      'e.finished_at',
      'u.first_name',
      'u.last_name',
      'c.state',
    ])
    .where('ec.muns', 'in', query.muns)
    .where('e.account_id', '=', query.accountId)
    .where('e.module', '=', query.module)
    .where('e.process_status', '=', 'COMPLETED')
    .where('e.finished_at', '>=', query.since)
    .orderBy('e.finished_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return rows.filter((row): row is ExportMarkRow => row.finished_at !== null);
}

/** Forgets the companies of exports requested before a time. */
export async function pruneExportedCompanies(
  db: Db,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('export_companies')
    .where('export_id', 'in', (eb) =>
      eb.selectFrom('exports').select('id').where('requested_at', '<', before),
    )
    .execute();
}
