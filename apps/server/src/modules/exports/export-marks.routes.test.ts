import { afterAll, beforeAll, expect, it } from 'vitest';
import { addHours } from '../../shared/time';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pruneExportedCompanies } from './export-companies.repository';
import { shortName } from './export-marks.service';

const criteria = {
  locationSearch: { states: ['TX'] },
  activityDateRange: { minDate: null },
};

interface Mark {
  muns: string;
  exported_at: string;
  exported_by: string;
}

// The results' 'Exported 3/4/2026 by J. Smith' marks: the companies an
// account's completed exports of the last 90 days wrote.
describeEachDialect('GET /api/v1/exports/marks', (dialect) => {
  let t: TestApp;
  let texas: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '400' });
    const search = await t.injectAs('ent.group', {
      method: 'POST',
      url: '/api/v1/search/pnc',
      payload: { criteria, pageSize: 10 },
    });
    texas = search.json().hits.map((h: { muns: string }) => h.muns);
  }, 120_000);
  afterAll(() => t.close());

  // Exports ticked companies and waits for the file.
  const exportAs = async (who: string, muns: string[]) => {
    const response = await t.injectAs(who, {
      method: 'POST',
      url: '/api/v1/exports',
      payload: {
        module: 'pc',
        kind: 'results',
        format: 'csv',
        columns: 'shown',
        criteria,
        muns,
      },
    });
    expect(response.statusCode, response.body).toBe(202);
    await t.app.jobs.drain();
    return response.json().id as number;
  };
  const marksOf = async (who: string, muns: string[], module = 'pc') => {
    const response = await t.injectAs(who, {
      method: 'GET',
      url: `/api/v1/exports/marks?module=${module}&muns=${muns.join(',')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const marks = response.json().marks as Mark[];
    return new Map(marks.map((mark) => [mark.muns, mark]));
  };
  const setExport = (id: number, values: Record<string, string>) =>
    t.db.updateTable('exports').set(values).where('id', '=', id).execute();

  it('should mark the companies a colleague exported, with when and by whom', async () => {
    expect(texas.length).toBe(10);
    const id = await exportAs('ent.group', texas.slice(0, 3));
    const { finished_at } = await t.db
      .selectFrom('exports')
      .select('finished_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const marks = await marksOf('ent.admin', texas.slice(0, 5));
    expect([...marks.keys()].sort()).toEqual(texas.slice(0, 3).sort());
    expect(marks.get(texas[0]!)).toEqual({
      muns: texas[0],
      exported_at: finished_at,
      exported_by: 'G. Okafor',
    });
    // The exporter sees their own mark too.
    expect((await marksOf('ent.group', [texas[1]!])).size).toBe(1);
  });

  it('should never show another account’s exports', async () => {
    await exportAs('corp.admin', texas.slice(3, 5));
    expect((await marksOf('ent.admin', texas.slice(3, 5))).size).toBe(0);
    expect((await marksOf('full.broker', texas.slice(0, 3))).size).toBe(0);
  });

  it('should answer the latest export, and forget those older than 90 days', async () => {
    const newer = await exportAs('ent.admin', [texas[0]!]);
    expect(
      (await marksOf('ent.group', [texas[0]!])).get(texas[0]!),
    ).toMatchObject({ exported_by: 'E. Nakamura' });
    await setExport(newer, {
      finished_at: addHours(new Date(), -24 * 91),
    });
    expect(
      (await marksOf('ent.group', [texas[0]!])).get(texas[0]!),
    ).toMatchObject({ exported_by: 'G. Okafor' });
  });

  it('should count completed exports only', async () => {
    const muns = texas.slice(5, 8);
    const failed = await exportAs('ent.group', [muns[0]!]);
    const running = await exportAs('ent.group', [muns[1]!]);
    const cancelled = await exportAs('ent.group', [muns[2]!]);
    await setExport(failed, { process_status: 'FAILED' });
    await setExport(running, { process_status: 'PROCESSING' });
    await setExport(cancelled, { process_status: 'CANCELLED' });
    expect((await marksOf('ent.admin', muns)).size).toBe(0);
  });

  it('should leave out companies outside the user’s permitted states, and other modules', async () => {
    expect((await marksOf('ent.admin', texas.slice(0, 3), 'eb')).size).toBe(0);
    await t.db
      .updateTable('users')
      .set({ products: JSON.stringify({ PC: 'CA,OR', 'H-W': 'All States' }) })
      .where('username', '=', 'ent.admin')
      .execute();
    expect((await marksOf('ent.admin', texas.slice(0, 3))).size).toBe(0);
  });

  it('should forget the companies of exports past the marks’ window', async () => {
    const old = await exportAs('ent.group', [texas[8]!]);
    const kept = await exportAs('ent.group', [texas[9]!]);
    await setExport(old, { requested_at: addHours(new Date(), -24 * 100) });
    await pruneExportedCompanies(t.db, addHours(new Date(), -24 * 91));
    const left = await t.db
      .selectFrom('export_companies')
      .select('export_id')
      .where('export_id', 'in', [old, kept])
      .execute();
    expect(left.map((row) => row.export_id)).toEqual([kept]);
  });

  it('should refuse a bad list and a module the user does not hold', async () => {
    const bad = await t.injectAs('ent.group', {
      method: 'GET',
      url: '/api/v1/exports/marks?module=pc&muns=a;b',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().extraData.fields)).toContain('muns.0');
    const many = Array.from({ length: 101 }, (_, i) => `M${i}`).join(',');
    const tooMany = await t.injectAs('ent.group', {
      method: 'GET',
      url: `/api/v1/exports/marks?module=pc&muns=${many}`,
    });
    expect(tooMany.statusCode).toBe(400);
    const eb = await t.injectAs('ent.group', {
      method: 'GET',
      url: `/api/v1/exports/marks?module=eb&muns=${texas[0]}`,
    });
    expect(eb.statusCode).toBe(403);
  });
});

it('should name a colleague by initial and last name', () => {
  expect(shortName('Grace', 'Okafor')).toBe('G. Okafor');
  expect(shortName(' jane ', 'Smith ')).toBe('J. Smith');
  expect(shortName('', 'Smith')).toBe('Smith');
  expect(shortName('Cher', '')).toBe('Cher');
});
