import { nowIso } from '../shared/time';
import { restoreDeferredIndexes } from './deferred-indexes';
import { FACT_TABLES } from './fact-tables';
import { deleteIn, insertRows, type AnyDb } from './sql';

// A 'running' file whose heartbeat is older than this was interrupted.
const STALE_MS = 60_000;

export class ImportBusyError extends Error {
  override name = 'ImportBusyError';
}

/**
 * Undoes everything one import file wrote, in one transaction: its new
 * rows and companies go, the rows it replaced come back from the undo log.
 */
export async function rollbackFile(
  db: AnyDb,
  fileId: number,
  status: 'rolled_back' | 'failed',
  message: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of FACT_TABLES) {
      await trx
        .deleteFrom(table)
        .where('import_file_id', '=', fileId)
        .execute();
    }
    await trx
      .deleteFrom('companies')
      .where('created_file_id', '=', fileId)
      .execute();
    await trx
      .deleteFrom('company_keys')
      .where('import_file_id', '=', fileId)
      .execute();
    const undo = await trx
      .selectFrom('import_undo')
      .select(['table_name', 'payload'])
      .where('import_file_id', '=', fileId)
      .orderBy('id', 'desc')
      .execute();
    // Latest first: a row changed twice ends with its oldest version.
    for (const { table_name: table, payload } of undo as {
      table_name: string;
      payload: string;
    }[]) {
      const row = JSON.parse(payload) as Record<string, string | number | null>;
      const key = table === 'companies' ? 'muns' : 'source_key';
      await deleteIn(trx, table, key, [String(row[key])]);
      await insertRows(trx, table, [row]);
    }
    await trx
      .deleteFrom('import_undo')
      .where('import_file_id', '=', fileId)
      .execute();
    await trx
      .updateTable('import_files')
      .set({ status, message, finished_at: nowIso() })
      .where('id', '=', fileId)
      .execute();
  });
}

/**
 * Before an import: rolls back files a killed import left 'running' (after
 * building the indexes it had dropped), and refuses to start while another
 * import is alive.
 */
export async function recoverInterruptedImports(
  db: AnyDb,
  now = new Date(),
): Promise<number[]> {
  const running = (await db
    .selectFrom('import_files')
    .select(['id', 'file_name', 'heartbeat_at'])
    .where('status', '=', 'running')
    .execute()) as { id: number; file_name: string; heartbeat_at: string }[];
  const alive = running.find(
    (file) => now.getTime() - Date.parse(file.heartbeat_at) < STALE_MS,
  );
  if (alive) {
    throw new ImportBusyError(
      `Another import is running (${alive.file_name}); try again when it ends.`,
    );
  }
  // Indexes a killed import dropped are built first: the rollback finds
  // its rows by them.
  await restoreDeferredIndexes(db);
  for (const file of running) {
    await rollbackFile(db, file.id, 'rolled_back', 'interrupted; rolled back');
  }
  return running.map((file) => file.id);
}
