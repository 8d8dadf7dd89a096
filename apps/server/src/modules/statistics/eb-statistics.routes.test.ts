import { BENEFIT_LINES, STAT_SIZE_BANDS } from '@edge/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { num } from '../../testing/company-reports';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  addInto,
  BAND_SQL,
  companyWhere,
  expectedCoverage,
  expectRows,
  share,
  useStatisticsApp,
  type StatFilter,
} from '../../testing/statistics';

// Each EB figure against plain SQL over the imported Form 5500 and
// Schedule A rows (never the summary), unfiltered and under each filter.

const lineLabel = (id: number) =>
  BENEFIT_LINES.find((line) => line.id === id)!.label;
const bandLabel = (key: string) =>
  STAT_SIZE_BANDS.find((band) => band.key === key)!.label;
const linesOf = (lines: unknown) =>
  String(lines ?? '')
    .split('|')
    .filter(Boolean)
    .map(Number);

describeEachDialect('EB statistics against the imported facts', (dialect) => {
  const s = useStatisticsApp(dialect);
  const filters: [string, StatFilter][] = [['no filter', {}]];
  let latest = 0;

  beforeAll(async () => {
    const [top, second] = await s.rows(
      sql`select c.state, count(*) as n from insurance_contracts ic
        join companies c on c.muns = ic.muns group by c.state order by n desc, c.state limit 2`,
    );
    const [sector] = await s.rows(
      sql`select substr(c.naics, 1, 2) as code, count(*) as n from insurance_contracts ic
        join companies c on c.muns = ic.muns where c.naics is not null
        group by code order by n desc, code limit 1`,
    );
    const [group] = await s.rows(
      sql`select substr(c.naics, 1, 4) as code, count(*) as n from insurance_contracts ic
        join companies c on c.muns = ic.muns where c.naics is not null
        group by code order by n desc, code limit 1`,
    );
    filters.push(
      ['two states', { states: [String(top!.state), String(second!.state)] }],
      [
        'a sector and a size',
        { naics: [String(sector!.code)], sizes: ['100-499'] },
      ],
      ['an industry of 4 digits', { naics: [String(group!.code)] }],
    );
    const [year] = await s.rows(
      sql`select max(source_year) as y from insurance_contracts`,
    );
    latest = num(year!.y);
  });

  // Every contract the filter keeps, with its company's band.
  const contracts = (filter: StatFilter) =>
    s.rows(
      sql`select ic.*, ${BAND_SQL} as band from insurance_contracts ic
        join companies c on c.muns = ic.muns where ${companyWhere(filter)}`,
    );

  const each = (
    name: string,
    ids: readonly string[],
    check: (filter: StatFilter) => Promise<void>,
  ) =>
    describe(name, () => {
      it('should match the facts under every filter, and the filters should narrow it', async () => {
        for (const [, filter] of filters) await check(filter);
        for (const id of ids) {
          const all = await s.figure('eb', id);
          expect(all.rows.length, id).toBeGreaterThan(0);
          const narrowed = await s.figure('eb', id, filters[1]![1]);
          expect(narrowed.coverage.with_data).toBeLessThan(
            all.coverage.with_data,
          );
        }
      });
    });

  each(
    'plans, participants and premium by line',
    ['plans-by-line'],
    async (filter) => {
      const groups = new Map<string, Record<string, number>>();
      const plans = new Map<string, Set<string>>();
      for (const c of await contracts(filter)) {
        for (const line of linesOf(c.lines)) {
          const key = `${num(c.source_year)}|${lineLabel(line)}`;
          addInto(groups, key, {
            participants: c.persons_covered,
            premium: c.premium,
          });
          plans.set(key, (plans.get(key) ?? new Set()).add(String(c.ack_id)));
        }
      }
      const figure = await s.figure('eb', 'plans-by-line', filter);
      expectRows(
        figure.rows.map((row) => ({ ...row, year: String(row.year) })),
        [...groups].map(([key, v]) => ({
          year: key.split('|')[0]!,
          line: key.split('|')[1]!,
          plans: plans.get(key)!.size,
          participants: v.participants!,
          premium: v.premium!,
        })),
      );
      expect(figure.coverage).toEqual({
        ...(await expectedCoverage(
          s,
          filter,
          sql`c.muns in (select muns from insurance_contracts)`,
        )),
        label: 'companies with a Schedule A insurance contract',
      });
    },
  );

  each(
    'commission as a share of premium',
    ['commission-share'],
    async (filter) => {
      const groups = new Map<string, Record<string, number>>();
      for (const c of await contracts(filter)) {
        if (num(c.source_year) !== latest) continue;
        for (const line of linesOf(c.lines)) {
          addInto(groups, `${lineLabel(line)}|${bandLabel(String(c.band))}`, {
            premium: c.premium,
            commissions: c.commissions,
            fees: c.fees,
          });
        }
      }
      const figure = await s.figure('eb', 'commission-share', filter);
      expect(figure.year).toBe(latest);
      expectRows(
        figure.rows,
        [...groups]
          .filter(([, v]) => v.premium! > 0)
          .map(([key, v]) => ({
            line: key.split('|')[0]!,
            size: key.split('|')[1]!,
            premium: v.premium!,
            commissions: v.commissions!,
            fees: v.fees!,
            share: share(v.commissions! + v.fees!, v.premium!),
          })),
      );
    },
  );

  each('renewal months', ['renewal-months'], async (filter) => {
    const months = new Map<string, Record<string, number>>();
    const companies = new Map<string, Set<string>>();
    for (const c of await contracts(filter)) {
      const month = num(c.renewal_month);
      if (num(c.source_year) !== latest || month < 1 || month > 12) continue;
      addInto(months, String(month), { contracts: 1, premium: c.premium });
      companies.set(
        String(month),
        (companies.get(String(month)) ?? new Set()).add(String(c.muns)),
      );
    }
    const figure = await s.figure('eb', 'renewal-months', filter);
    expect(figure.rows.map((row) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expectRows(
      figure.rows
        .filter((row) => num(row.contracts) > 0)
        .map((row) => ({ ...row, month: String(row.month) })),
      [...months].map(([month, v]) => ({
        month,
        contracts: v.contracts!,
        companies: companies.get(month)!.size,
        premium: v.premium!,
      })),
    );
  });

  each('self-funded share by size', ['self-funded-by-size'], async (filter) => {
    // Each welfare plan once, as its latest Form 5500 says.
    const filings = await s.rows(
      sql`select f.muns, f.ein, f.plan_number, f.self_funded, f.source_year, f.source_key,
          ${BAND_SQL} as band
        from filings f join companies c on c.muns = f.muns
        where ${companyWhere(filter)} and f.form = '5500' and f.welfare_codes <> ''
        order by f.source_year desc, f.source_key desc`,
    );
    const latestOf = new Map<string, (typeof filings)[number]>();
    for (const f of filings) {
      const plan = `${String(f.muns)}|${String(f.ein)}|${String(f.plan_number)}`;
      if (!latestOf.has(plan)) latestOf.set(plan, f);
    }
    const bands = new Map<string, Record<string, number>>();
    for (const f of latestOf.values()) {
      addInto(bands, bandLabel(String(f.band)), {
        plans: 1,
        self_funded: num(f.self_funded) === 1 ? 1 : 0,
      });
    }
    const figure = await s.figure('eb', 'self-funded-by-size', filter);
    expectRows(
      figure.rows,
      [...bands].map(([size, v]) => ({
        size,
        plans: v.plans!,
        self_funded: v.self_funded!,
        share: share(v.self_funded!, v.plans!),
      })),
    );
    expect(figure.coverage.with_data).toBe(
      (
        await expectedCoverage(
          s,
          filter,
          sql`c.muns in (select muns from filings where form = '5500' and welfare_codes <> '')`,
        )
      ).with_data,
    );
  });

  // Clients, persons covered and premium of each party per plan year,
  // the premium of every contract per year, and the top 10 of the latest.
  function expectTop(
    rows: Record<string, unknown>[],
    parties: Map<string, Record<string, number>>,
    clients: Map<string, Set<string>>,
    totals: Map<number, number>,
    key: string,
  ) {
    const partyOf = (k: string) => k.slice(k.indexOf('|') + 1);
    const latestRows = [...parties]
      .filter(([k]) => k.startsWith(`${latest}|`))
      .sort(
        ([a, x], [b, y]) =>
          y.premium! - x.premium! || partyOf(a).localeCompare(partyOf(b)),
      )
      .slice(0, 10);
    const total = totals.get(latest) ?? 0;
    const before = totals.get(latest - 1) ?? 0;
    expect(rows.map((row) => row[key])).toEqual(
      latestRows.map(([k]) => partyOf(k)),
    );
    expectRows(
      rows as never,
      latestRows.map(([k, v]) => {
        const shareNow = share(v.premium!, total);
        const previous = parties.get(`${latest - 1}|${partyOf(k)}`);
        return {
          [key]: partyOf(k),
          clients: clients.get(k)!.size,
          participants: v.participants!,
          premium: v.premium!,
          share: shareNow,
          share_change: shareNow - share(previous?.premium ?? 0, before),
        };
      }),
    );
  }

  each('top carriers', ['top-carriers'], async (filter) => {
    const parties = new Map<string, Record<string, number>>();
    const clients = new Map<string, Set<string>>();
    const totals = new Map<number, number>();
    for (const c of await contracts(filter)) {
      const year = num(c.source_year);
      totals.set(year, (totals.get(year) ?? 0) + num(c.premium));
      if (!c.carrier_name_normalized) continue;
      const k = `${year}|${String(c.carrier_name_normalized)}`;
      addInto(parties, k, {
        participants: c.persons_covered,
        premium: c.premium,
      });
      clients.set(k, (clients.get(k) ?? new Set()).add(String(c.muns)));
    }
    const figure = await s.figure('eb', 'top-carriers', filter);
    expect(figure.year).toBe(latest);
    expectTop(figure.rows, parties, clients, totals, 'carrier');
  });

  each('top brokers', ['top-brokers'], async (filter) => {
    const totals = new Map<number, number>();
    for (const c of await contracts(filter)) {
      const year = num(c.source_year);
      totals.set(year, (totals.get(year) ?? 0) + num(c.premium));
    }
    // A broker's contracts, each once however many rows name it.
    const placed = await s.rows(
      sql`select distinct b.broker_name_normalized as broker, ic.source_key, ic.source_year,
          ic.muns, ic.persons_covered, ic.premium
        from contract_brokers b
        join insurance_contracts ic on ic.ack_id = b.ack_id and ic.form_id = b.form_id
        join companies c on c.muns = ic.muns
        where ${companyWhere(filter)} and b.broker_name_normalized is not null`,
    );
    const parties = new Map<string, Record<string, number>>();
    const clients = new Map<string, Set<string>>();
    for (const p of placed) {
      const k = `${num(p.source_year)}|${String(p.broker)}`;
      addInto(parties, k, {
        participants: p.persons_covered,
        premium: p.premium,
      });
      clients.set(k, (clients.get(k) ?? new Set()).add(String(p.muns)));
    }
    const figure = await s.figure('eb', 'top-brokers', filter);
    expect(figure.year).toBe(latest);
    expectTop(figure.rows, parties, clients, totals, 'broker');
  });
});
