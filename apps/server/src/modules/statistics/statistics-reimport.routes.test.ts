import { STATISTICS_FIGURES } from '@edge/contracts';
import { sql } from 'kysely';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ingestIntoApp } from '../../testing/app-fixtures';
import { num } from '../../testing/company-reports';
import { describeEachDialect } from '../../testing/each-dialect';
import { useStatisticsApp } from '../../testing/statistics';
import { FIGURE_DEFINITIONS } from './figures/registry';

const WHD_FILE = 'whd_whisard.csv';

it('should compute every figure the contracts list, and no other', () => {
  const listed = (['pc', 'eb'] as const).flatMap((module) =>
    STATISTICS_FIGURES[module].map((f) => `${module}/${f.id}`),
  );
  expect(FIGURE_DEFINITIONS.map((f) => `${f.module}/${f.id}`).sort()).toEqual(
    listed.sort(),
  );
});

// The summary is rebuilt with the search projection at the end of every
// import that changed data: a figure follows the next import at once.
describeEachDialect('statistics after a later import', (dialect) => {
  const s = useStatisticsApp(dialect, (file) => file !== WHD_FILE);

  it('should follow an import that brings new facts and companies', async () => {
    const before = await s.figure('pc', 'whd-by-year');
    expect(before.rows).toEqual([]);
    expect(before.coverage.with_data).toBe(0);
    expect(before.as_of).toBeNull();

    await ingestIntoApp(s.t(), [join(s.t().dataDir, 'generated', WHD_FILE)]);

    const after = await s.figure('pc', 'whd-by-year');
    const cases = await s.rows(
      sql`select source_year as year, count(*) as n from whd_cases
        where muns is not null group by source_year order by source_year`,
    );
    expect(after.rows.map((row) => [row.year, row.cases])).toEqual(
      cases.map((row) => [num(row.year), num(row.n)]),
    );
    expect(after.rows.length).toBeGreaterThan(0);
    const [companies] = await s.rows(
      sql`select (select count(*) from companies) as n,
        (select count(distinct muns) from whd_cases) as whd`,
    );
    expect(after.coverage.companies).toBe(num(companies!.n));
    expect(after.coverage.with_data).toBe(num(companies!.whd));
    expect(after.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
