import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawSqliteOf } from '../../db/create-db';
import { fixture } from '../../testing/dataset-files/index';
import { useIngestDb } from '../../testing/ingest-db';
import { readInWorker } from './read-worker';

// The worker is used for big SQLite files only: here it is called directly.
describe('readInWorker', () => {
  const t = useIngestDb('sqlite');
  const path = () => rawSqliteOf(t.db())!.name;
  beforeAll(() => t.ingest([fixture('firmographics.csv')]));

  it('should read the same rows as the main connection', async () => {
    const query = sql<{ state: string; companies: number }>`
      select state, count(*) as companies from companies
      where naics is not null and state <> ${'CA'}
      group by state order by state`.compile(t.db());
    const { rows } = await t.db().executeQuery(query);
    expect(rows).toEqual([
      { state: 'ME', companies: 1 },
      { state: 'OH', companies: 1 },
    ]);
    expect(await readInWorker(path(), query)).toEqual(rows);
  });

  it('should reject with the database error', async () => {
    const query = sql`select no_such_column from companies`.compile(t.db());
    await expect(readInWorker(path(), query)).rejects.toThrow(
      'no such column: no_such_column',
    );
  });
});
