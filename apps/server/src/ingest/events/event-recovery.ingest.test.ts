import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { tableRows, useIngestDb } from '../../testing/ingest-db';
import { eventFixtures } from '../../testing/dataset-files/index';
import { companyEvents } from '../../testing/company-events';
import type { IngestOptions } from '../run-ingest';
import { FILE_EVENTS, fileEvents, type FileEvents } from './derive-events';

// The events as the alerts read them, without the ids of the files.
const comparable = async (
  events: ReturnType<typeof companyEvents>,
): Promise<unknown[]> =>
  (await events).map(({ import_file_id: _file, ...event }) => event);

describeEachDialect('company events and a failing import', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());

  // The events of the newer extracts imported after the older ones.
  const eventsAfter = async (options: Partial<IngestOptions> = {}) => {
    await t.reset();
    await t.ingest(eventFixtures('old'));
    await t.ingest(eventFixtures('new'), options);
    return comparable(companyEvents(t.db()));
  };

  it('should roll the file back when its events fail, and derive them once when it is imported again', async () => {
    const expected = await eventsAfter();
    await t.reset();
    await t.ingest(eventFixtures('old'));
    const policies = await tableRows(t.db(), 'wc_policies', 'source_key');
    let failures = 1;
    // The connection drops as the file's last transaction stores its events.
    const failingOnce: FileEvents = {
      prepare: FILE_EVENTS.prepare,
      async derive(db, file) {
        const written = await FILE_EVENTS.derive(db, file);
        if (file.dataset === 'wc_policies' && failures-- > 0) {
          throw new Error('connection lost');
        }
        return written;
      },
    };
    const { files } = await t.ingest(eventFixtures('new'), {
      events: failingOnce,
    });
    expect(files.slice(-2).map((f) => [f.dataset, f.status, f.events])).toEqual(
      [
        ['fmcsa_census', 'done', 2],
        ['wc_policies', 'failed', 0],
      ],
    );
    expect(files[files.length - 1]!.message).toBe(
      'failed and rolled back: connection lost',
    );
    expect(await tableRows(t.db(), 'wc_policies', 'source_key')).toEqual(
      policies,
    );
    expect(await tableRows(t.db(), 'import_undo', 'id')).toEqual([]);
    const stored = await companyEvents(t.db());
    expect(stored.filter((event) => event.dataset === 'wc_policies')).toEqual(
      [],
    );

    const again = await t.ingest(eventFixtures('new'));
    expect(again.files.map((f) => [f.dataset, f.events])).toEqual([
      ['f5500', 0],
      ['f5500_sf', 0],
      ['sch_a', 0],
      ['sch_a_part1', 0],
      ['osha_inspection', 0],
      ['osha_violation', 0],
      ['whd', 0],
      ['fmcsa_census', 0],
      ['wc_policies', 4],
      ['properties', 1],
    ]);
    expect(await comparable(companyEvents(t.db()))).toEqual(expected);
  });

  it('should derive the same events from files written and read a row at a time', async () => {
    const expected = await eventsAfter();
    // A contract's brokers then come in several batches and pages.
    expect(
      await eventsAfter({
        batchSize: 1,
        commitEveryMs: 0,
        events: fileEvents(1),
      }),
    ).toEqual(expected);
  });

  it('should derive the same events when a large load deferred the indexes they read', async () => {
    const expected = await eventsAfter();
    expect(await eventsAfter({ deferIndexesFrom: 1 })).toEqual(expected);
    expect(await tableRows(t.db(), 'import_deferred_indexes', 'name')).toEqual(
      [],
    );
  });
});
