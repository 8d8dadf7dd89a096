import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId, useTestDb } from '../../testing/test-db';
import { insertExport, listUserExports } from './exports.repository';

describeEachDialect('exports repository', (dialect) => {
  const db = useTestDb(dialect);

  it("should list one user's exports of one module since a time, newest first", async () => {
    const user = await demoUserId(db(), 'full.broker');
    const other = await demoUserId(db(), 'pc.broker');
    const row = (
      user_id: number,
      module: 'pac' | 'eb',
      requested_at: string,
      file_name: string,
    ) => ({
      user_id,
      module,
      requested_at,
      report_type: 'CSV',
      process_status: 'COMPLETED',
      mail_sent: 1,
      file_name,
      download_url: null,
    });
    await insertExport(db(), row(user, 'pac', '2030-01-01T10:00:00.000Z', 'a'));
    await insertExport(db(), row(user, 'pac', '2030-01-02T10:00:00.000Z', 'b'));
    await insertExport(
      db(),
      row(user, 'pac', '2029-12-01T10:00:00.000Z', 'old'),
    );
    await insertExport(db(), row(user, 'eb', '2030-01-02T11:00:00.000Z', 'eb'));
    await insertExport(
      db(),
      row(other, 'pac', '2030-01-02T12:00:00.000Z', 'other'),
    );
    const rows = await listUserExports(
      db(),
      user,
      'pac',
      '2030-01-01T00:00:00.000Z',
    );
    expect(rows.map((r) => r.file_name)).toEqual(['b', 'a']);
  });
});
