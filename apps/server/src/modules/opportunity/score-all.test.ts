import type { Module } from '@edge/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestContestBook } from '../../testing/contest-book';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  readMeta,
  searchProjectionVersion,
} from '../../search-projection/projection-meta';
import { findCompanies } from '../companies/index';
import { opportunityScore } from './opportunity.service';
import {
  countScoredCompanies,
  newScoringRun,
  scoreAllCompanies,
  scoreSlice,
} from './score-all';

// The calendar's test book (testing/contest-book.ts), scored for the day
// opportunity.routes.test.ts works its figures out for.
const TODAY = '2026-11-15';

describeEachDialect('the daily opportunity scoring', (dialect) => {
  let t: TestApp;
  let muns = new Map<string, string>();
  const stored = async () =>
    new Map(
      (await t.db.selectFrom('opportunity_scores').selectAll().execute()).map(
        (row) => [row.muns, row] as const,
      ),
    );
  const search = (module: Module, direction: 'asc' | 'desc') =>
    t.injectAs('full.broker', {
      method: 'POST',
      url: `/api/v1/search/${module === 'pc' ? 'pnc' : 'eb'}`,
      payload: {
        // Every company: no activity window (the commercial default).
        criteria:
          module === 'pc' ? { activityDateRange: { minDate: null } } : {},
        sort: { field: 'opportunity', direction },
        pageSize: 50,
      },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    muns = await ingestContestBook(t);
  }, 120_000);
  afterAll(() => t.close());

  it("should store each module's score of every company with data, as the dashboard computes it", async () => {
    const versionBefore = await searchProjectionVersion(t.db);
    const stampBefore = await readMeta(t.db, 'scores');
    const scored = await scoreAllCompanies(t.db, TODAY);
    expect(scored).toBe(await countScoredCompanies(t.db));
    const rows = await stored();
    expect(rows.size).toBe(scored);
    // The figures worked out by hand in opportunity.routes.test.ts.
    expect(rows.get(muns.get('7')!)).toMatchObject({ eb: 45 });
    expect(rows.get(muns.get('8')!)).toMatchObject({ eb: 20 });
    expect(rows.get(muns.get('1')!)).toMatchObject({ pc: 30 });
    expect(rows.get(muns.get('2')!)).toMatchObject({ pc: 5 });
    // Every stored score is the dashboard's; a module without data is null.
    const companies = await findCompanies(t.db, [...rows.keys()]);
    for (const company of companies) {
      const row = rows.get(company.muns)!;
      for (const module of ['pc', 'eb'] as const) {
        if (row[module] === null) continue;
        const live = await opportunityScore(t.db, company, module, TODAY);
        expect(row[module], `${company.name} ${module}`).toBe(live.score);
      }
    }
    // Sponsors file Form 5500 only: nothing for the commercial score.
    expect(rows.get(muns.get('7')!)!.pc).toBeNull();
    // The search index loads the new scores; the companies and their
    // matches (the projection's version) did not change.
    expect(await readMeta(t.db, 'scores')).not.toBe(stampBefore);
    expect(await searchProjectionVersion(t.db)).toBe(versionBefore);
  });

  it('should drop the row of a company no longer scored', async () => {
    await t.db
      .insertInto('opportunity_scores')
      .values({ muns: 'GONE1', pc: 80, eb: null, scored_at: '2020-01-01' })
      .execute();
    await scoreAllCompanies(t.db, TODAY);
    expect((await stored()).has('GONE1')).toBe(false);
  });

  it('should go on from where a slice stopped, and finish only at the end', async () => {
    await t.db
      .insertInto('opportunity_scores')
      .values({ muns: 'GONE2', pc: 80, eb: null, scored_at: '2020-01-01' })
      .execute();
    const stampBefore = await readMeta(t.db, 'scores');
    // A budget of 0 stops after the first chunk.
    const first = await scoreSlice(t.db, newScoringRun(TODAY), { budgetMs: 0 });
    expect(first.done).toBe(false);
    expect(first.state.scored).toBe(await countScoredCompanies(t.db));
    expect(first.state.after).not.toBeNull();
    expect((await stored()).has('GONE2')).toBe(true);
    expect(await readMeta(t.db, 'scores')).toBe(stampBefore);
    const second = await scoreSlice(t.db, first.state, { budgetMs: 0 });
    expect(second).toMatchObject({ done: true, state: first.state });
    expect((await stored()).has('GONE2')).toBe(false);
    expect(await readMeta(t.db, 'scores')).not.toBe(stampBefore);
  });

  it('should sort results by the stored score, high first, companies without one last', async () => {
    await scoreAllCompanies(t.db, TODAY);
    const rows = await stored();
    for (const module of ['eb', 'pc'] as const) {
      for (const direction of ['desc', 'asc'] as const) {
        const response = await search(module, direction);
        expect(response.statusCode, response.body).toBe(200);
        const hits = response.json().hits as {
          muns: string;
          opportunity: number | null;
        }[];
        expect(hits.length).toBeGreaterThan(1);
        // The hit carries the module's stored score.
        for (const hit of hits) {
          expect(hit.opportunity).toBe(rows.get(hit.muns)?.[module] ?? null);
        }
        const scores = hits.map((h) => h.opportunity);
        const withScore = scores.filter((s): s is number => s !== null);
        expect(withScore.length).toBeGreaterThan(0);
        expect(scores.slice(0, withScore.length)).toEqual(withScore);
        const sorted = [...withScore].sort((a, b) =>
          direction === 'desc' ? b - a : a - b,
        );
        expect(withScore).toEqual(sorted);
      }
    }
  });
});
