import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, rawSqliteOf } from './create-db';

// PRAGMA synchronous answers a number: 1 is NORMAL, 2 is FULL.
const FULL = 2;

describe('the SQLite connection', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'edge-create-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should sync each commit (synchronous=FULL) in WAL mode with foreign keys', async () => {
    const handle = createDb({
      databaseUrl: undefined,
      sqlitePath: join(dir, 'edge.sqlite'),
    });
    try {
      const raw = rawSqliteOf(handle.db)!;
      expect(raw.pragma('synchronous', { simple: true })).toBe(FULL);
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(raw.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      await handle.db.destroy();
    }
  });
});
