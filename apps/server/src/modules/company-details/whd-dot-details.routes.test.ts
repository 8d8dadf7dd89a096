import type {
  DotCarriersResponse,
  MotorCarrier,
  WhdCase,
  WhdCasesResponse,
} from '@edge/contracts';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useDetailsApp } from '../../testing/details';
import { digits, sortLike } from '../../testing/details-sort';

describeEachDialect('GET .../whd/cases and .../dot/carriers', (dialect) => {
  const app = useDetailsApp(dialect);
  const { c } = app;
  const get = <T>(muns: string, rest: string, user?: string) =>
    app.ok<T>(`/api/v1/companies/${muns}/${rest}`, user);
  const cases = (query = '') =>
    get<WhdCasesResponse>(c.taco, `whd/cases${query}`);
  const carriers = (query = '', muns = c.harbor, user = 'pc.broker') =>
    get<DotCarriersResponse>(muns, `dot/carriers${query}`, user);

  it('should list every wage-and-hour case, the latest findings first', async () => {
    const answer = await cases();
    expect(answer).toMatchObject({
      company: { muns: c.taco, entity_name: 'TACO LOCO', state: 'OH' },
      total: 6,
      totals: {
        cases: 6,
        violations: 26,
        employees_violated: 23,
        back_wages: 74_960.25,
        civil_penalties: 3_700,
      },
    });
    expect(answer.rows.map((r) => r.case_id)).toEqual([
      '2100003',
      '1990001',
      '2100004',
      '2100002',
      '2100001',
      '950',
    ]);
    expect(answer.rows[1]).toEqual({
      case_id: '1990001',
      trade_name: 'TACO LOCO',
      legal_name: null,
      address: '1550 S HIGH ST',
      city: 'COLUMBUS',
      state: 'OH',
      zip: '43207',
      naics: '722513',
      naics_description: 'Limited-Service Restaurants, "Quick Service"',
      findings_start_date: '2023-01-01',
      findings_end_date: '2024-12-31',
      violations: 12,
      employees_violated: 9,
      back_wages: 48_310,
      employees_paid: 9,
      civil_penalties: 2_200,
      flsa_violations: 12,
      flsa_back_wages: 48_310,
      flsa_repeat_violator: true,
      child_labor_violations: 2,
      child_labor_minors: 1,
    });
    expect(answer.sources).toEqual([
      {
        dataset: 'whd',
        label: 'Wage and Hour Compliance Actions (DOL WHD)',
        file_name: 'extra_whd_whisard.csv',
        year: 2025,
        year_kind: 'fiscal',
        as_of_date: '2025-11-01',
      },
    ]);
  });

  it('should give no sums, not zeros, for a company without a case', async () => {
    const answer = await get<WhdCasesResponse>(c.harbor, 'whd/cases');
    expect(answer.total).toBe(0);
    expect(answer.totals).toEqual({
      cases: 0,
      violations: null,
      employees_violated: null,
      back_wages: null,
      civil_penalties: null,
    });
  });

  it.each([
    ['case_id', 'asc', (r: WhdCase) => digits(r.case_id)],
    ['back_wages', 'desc', (r: WhdCase) => r.back_wages],
    ['civil_penalties', 'asc', (r: WhdCase) => r.civil_penalties],
    ['findings_start_date', 'asc', (r: WhdCase) => r.findings_start_date],
  ] as const)('should sort cases by %s %s', async (field, direction, key) => {
    const all = (await cases()).rows;
    const sorted = await cases(`?sort=${field}.${direction}`);
    expect(sorted.rows).toEqual(
      sortLike(all, key, direction === 'desc', (r) => r.case_id),
    );
    const second = await cases(`?sort=${field}.${direction}&pageSize=5&page=1`);
    expect(second.rows).toEqual(sorted.rows.slice(5));
  });

  it('should list every carrier, the largest fleet first', async () => {
    const answer = await carriers();
    expect(answer).toMatchObject({
      total: 6,
      totals: { carriers: 6, power_units: 125, drivers: 134 },
      sources: [
        {
          dataset: 'fmcsa_census',
          file_name: 'extra_fmcsa_census.csv',
          year: 2025,
          year_kind: 'calendar',
        },
      ],
    });
    // 48 units twice and 12 units twice: then by the row key.
    expect(answer.rows.map((r) => r.dot_number)).toEqual([
      '21800',
      '455',
      '21801',
      '62000',
      '3000001',
      '1999999',
    ]);
    expect(answer.rows[0]).toEqual({
      dot_number: '21800',
      legal_name: 'HARBOR FREIGHT LINES, INC.',
      dba_name: null,
      carrier_operation: 'A',
      hazmat: false,
      passenger: false,
      address: '1200 N MAIN STREET',
      city: 'COLUMBUS',
      state: 'OH',
      zip: '43215',
      telephone: '6145550100',
      email: 'dispatch@harborfreightlines.com',
      mcs150_date: '2024-01-15',
      mcs150_mileage: 1_250_000,
      mcs150_mileage_year: 2023,
      add_date: '1998-03-15',
      power_units: 48,
      drivers: 52,
      operations: ['AUTHORIZED_FOR_HIRE'],
    });
  });

  it.each([
    ['dot_number', 'desc', (r: MotorCarrier) => digits(r.dot_number)],
    ['mcs150_date', 'asc', (r: MotorCarrier) => r.mcs150_date],
    ['mcs150_mileage', 'desc', (r: MotorCarrier) => r.mcs150_mileage],
    ['carrier_operation', 'asc', (r: MotorCarrier) => r.carrier_operation],
  ] as const)(
    'should sort carriers by %s %s',
    async (field, direction, key) => {
      const all = (await carriers()).rows;
      const sorted = await carriers(`?sort=${field}.${direction}`);
      expect(sorted.rows).toEqual(
        sortLike(all, key, direction === 'desc', (r) => r.dot_number),
      );
    },
  );

  it("should show territory.broker a Texas company's carrier", async () => {
    const answer = await carriers('', c.houston, 'territory.broker');
    expect(answer.rows.map((r) => [r.dot_number, r.hazmat])).toEqual([
      ['987654', true],
    ]);
  });
});
