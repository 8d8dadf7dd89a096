import type { Db } from '../db/database';
import { nowIso } from '../shared/time';
import { restoreDeferredIndexes } from './deferred-indexes';
import { FACT_TABLES } from './fact-tables';
import { tryImportLock, type ImportLock } from './import-lock';
import { deleteIn, insertRows } from '../db/bulk-sql';

export class ImportBusyError extends Error {
  override name = 'ImportBusyError';
}

/**
 * Undoes everything one import file wrote, in one transaction: its new
 * rows and companies go, the rows it replaced come back from the undo log.
 */
export async function rollbackFile(
  db: Db,
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

// Files a dead import left 'running', rolled back; the caller holds the
// import lock, so no live import owns them.
async function rollBackDeadImports(db: Db): Promise<number[]> {
  const running = (await db
    .selectFrom('import_files')
    .select('id')
    .where('status', '=', 'running')
    .orderBy('id')
    .execute()) as { id: number }[];
  // Indexes a dead import dropped are built first, even with no file left
  // running (it died building them): the rollback finds its rows by them,
  // and the server never serves without them.
  await restoreDeferredIndexes(db);
  for (const file of running) {
    await rollbackFile(db, file.id, 'rolled_back', 'interrupted; rolled back');
  }
  return running.map((file) => file.id);
}

async function busyMessage(db: Db): Promise<string> {
  const file = (await db
    .selectFrom('import_files')
    .select('file_name')
    .where('status', '=', 'running')
    .executeTakeFirst()) as { file_name: string } | undefined;
  const what = file ? ` (${file.file_name})` : '';
  return `Another import is running${what}; try again when it ends.`;
}

/**
 * Takes the import lock for a run and rolls back what a dead import left
 * (after building the indexes it had dropped). ImportBusyError while a
 * live import holds the lock, however old its heartbeat.
 */
export async function lockImports(
  db: Db,
): Promise<{ lock: ImportLock; recovered: number[] }> {
  const lock = await tryImportLock(db);
  if (!lock) throw new ImportBusyError(await busyMessage(db));
  try {
    return { lock, recovered: await rollBackDeadImports(db) };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** A server's start: what a dead import left is undone, then the lock freed. */
export async function recoverInterruptedImports(db: Db): Promise<number[]> {
  const { lock, recovered } = await lockImports(db);
  await lock.release();
  return recovered;
}
