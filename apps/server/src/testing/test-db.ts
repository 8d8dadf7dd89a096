import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Db, DbDialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_PASSWORD } from '../db/seed/demo-users';
import { seedDatabase } from '../db/seed/seed';
import { createPasswordHasher } from '../modules/auth/index';
import { openTestDatabase, type TestDatabase } from './test-database';

/** Real Argon2id at a small memory cost, for tests only. */
export const testPasswords = createPasswordHasher({
  memoryCost: 4096,
  timeCost: 2,
});

/** A fresh, migrated database of one dialect; seeded with the demo unless told. */
export function useTestDb(
  dialect: DbDialect,
  options: { seedDemo?: boolean } = {},
): () => Db {
  let database: TestDatabase | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'edge-db-'));
    database = await openTestDatabase(dialect, dir);
    await migrateToLatest(database.handle.db, dialect);
    await seedDatabase(database.handle.db, {
      seedDemo: options.seedDemo ?? true,
      hashPassword: (p) => testPasswords.hash(p),
      demoPassword: DEMO_PASSWORD,
    });
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!database) throw new Error('test database not ready');
    return database.handle.db;
  };
}

/** The id of a demo user. */
export async function demoUserId(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
