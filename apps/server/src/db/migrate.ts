import { Migrator } from 'kysely';
import type { Db, DbDialect } from './database';
import { getMigrations } from './migrations/index';

/** Brings the schema to the latest migration; throws on the first failure. */
export async function migrateToLatest(
  db: Db,
  dialect: DbDialect,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => getMigrations(dialect) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed`, {
      cause: error,
    });
  }
  return results.map((r) => r.migrationName);
}
