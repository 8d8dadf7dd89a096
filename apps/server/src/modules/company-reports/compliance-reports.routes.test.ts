import {
  COMPLIANCE_RECENT,
  type OshaReport,
  type WhdReport,
} from '@edge/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  expectedSources,
  expectSources,
  facts,
  num,
  numOrNull,
  rowsOf,
  useReportsApp,
} from '../../testing/company-reports';

describeEachDialect('compliance company reports', (dialect) => {
  const ctx = useReportsApp(dialect);

  async function oshaTotals(muns: string) {
    const [i] = await rowsOf(
      ctx.db(),
      sql`select count(*) as n, max(open_date) as last,
        sum(case when close_case_date is null then 1 else 0 end) as open
        from osha_inspections where muns = ${muns}`,
    );
    const [v] = await rowsOf(
      ctx.db(),
      sql`select count(*) as n,
        sum(case when violation_type = 'S' then 1 else 0 end) as s,
        sum(case when violation_type = 'W' then 1 else 0 end) as w,
        sum(case when violation_type = 'R' then 1 else 0 end) as r,
        sum(initial_penalty) as initial, sum(current_penalty) as current
        from osha_violations where muns = ${muns}`,
    );
    return {
      inspections: num(i!.n),
      open_inspections: num(i!.open),
      violations: num(v!.n),
      serious: num(v!.s),
      willful: num(v!.w),
      repeat: num(v!.r),
      initial_penalty: numOrNull(v!.initial),
      current_penalty: numOrNull(v!.current),
      last_inspection_date: i!.last ?? null,
    };
  }

  // Per inspection: its violations and penalties, the latest first.
  const oshaInspections = (muns: string) =>
    rowsOf(
      ctx.db(),
      sql`select i.activity_nr, substr(i.open_date, 1, 4) as year,
        count(v.source_key) as n, sum(v.initial_penalty) as initial,
        sum(v.current_penalty) as current
        from osha_inspections i
        left join osha_violations v on v.activity_nr = i.activity_nr
        where i.muns = ${muns}
        group by i.activity_nr, i.open_date
        order by i.open_date desc, i.activity_nr desc`,
    );

  it('should total each company OSHA record as SQL does', async () => {
    let violations = 0;
    for (const [muns, got] of await ctx.eachReport<OshaReport>(
      'pc.broker',
      'osha',
    )) {
      const totals = await oshaTotals(muns);
      expect(got.totals).toEqual(totals);
      const inspections = await oshaInspections(muns);
      expect(
        got.recent.map((r) => [
          r.activity_nr,
          r.violations,
          r.initial_penalty,
          r.current_penalty,
        ]),
      ).toEqual(
        inspections
          .slice(0, COMPLIANCE_RECENT)
          .map((r) => [
            r.activity_nr,
            num(r.n),
            num(r.initial),
            num(r.current),
          ]),
      );
      const years = [...new Set(inspections.map((r) => Number(r.year)))].sort();
      expect(got.by_year).toEqual(
        years.map((year) => {
          const own = inspections.filter((r) => Number(r.year) === year);
          const sum = (k: string) => own.reduce((s, r) => s + num(r[k]), 0);
          return {
            year,
            inspections: own.length,
            violations: sum('n'),
            initial_penalty: sum('initial'),
            current_penalty: sum('current'),
          };
        }),
      );
      const where = sql`muns = ${muns}`;
      expectSources(
        got.sources,
        await expectedSources(
          ctx.db(),
          facts('osha_inspections', where),
          facts('osha_violations', where),
        ),
      );
      violations += totals.violations;
    }
    expect(violations).toBeGreaterThan(2);
  });

  it('should read a willful violation and an open inspection', async () => {
    const [acme] = await rowsOf(
      ctx.db(),
      sql`select muns from companies where zip = '43228'`,
    );
    const got = await ctx.report<OshaReport>(
      'pc.broker',
      String(acme!.muns),
      'osha',
    );
    expect(got.totals).toMatchObject({
      inspections: 1,
      open_inspections: 1,
      violations: 1,
      willful: 1,
      current_penalty: 165514,
      last_inspection_date: '2025-03-03',
    });
    expect(got.sources.map((s) => [s.dataset, s.year, s.year_kind])).toEqual([
      ['osha_inspection', 2025, 'fiscal'],
      ['osha_violation', 2025, 'fiscal'],
    ]);
  });

  it('should total each company wage-and-hour cases as SQL does', async () => {
    let cases = 0;
    for (const [muns, got] of await ctx.eachReport<WhdReport>(
      'pc.broker',
      'whd',
    )) {
      const [want] = await rowsOf(
        ctx.db(),
        sql`select count(*) as n, sum(violations) as v,
          sum(employees_violated) as e, sum(back_wages) as bw,
          sum(civil_penalties) as cmp, sum(child_labor_violations) as cl,
          max(findings_end_date) as last,
          sum(case when flsa_repeat_violator is not null then 1 else 0 end) as rep
          from whd_cases where muns = ${muns}`,
      );
      expect(got.totals).toEqual({
        cases: num(want!.n),
        violations: numOrNull(want!.v),
        employees_violated: numOrNull(want!.e),
        back_wages: numOrNull(want!.bw),
        civil_penalties: numOrNull(want!.cmp),
        repeat_violator: num(want!.rep) > 0,
        child_labor_violations: num(want!.cl),
        last_finding_date: want!.last ?? null,
      });
      const years = await rowsOf(
        ctx.db(),
        sql`select substr(findings_end_date, 1, 4) as year, count(*) as n,
          sum(violations) as v, sum(back_wages) as bw,
          sum(civil_penalties) as cmp from whd_cases
          where muns = ${muns} and findings_end_date is not null
          group by substr(findings_end_date, 1, 4) order by 1`,
      );
      expect(got.by_year).toEqual(
        years.map((r) => ({
          year: Number(r.year),
          cases: num(r.n),
          violations: num(r.v),
          back_wages: num(r.bw),
          civil_penalties: num(r.cmp),
        })),
      );
      const recent = await rowsOf(
        ctx.db(),
        sql`select case_id from whd_cases where muns = ${muns}
          order by findings_end_date desc, case_id desc
          limit ${COMPLIANCE_RECENT}`,
      );
      expect(got.recent.map((c) => c.case_id)).toEqual(
        recent.map((r) => r.case_id),
      );
      expectSources(
        got.sources,
        await expectedSources(
          ctx.db(),
          facts('whd_cases', sql`muns = ${muns}`),
        ),
      );
      cases += num(want!.n);
    }
    expect(cases).toBe(2);
  });
});
