import {
  ALL_STATE_CODES,
  BENEFIT_LINES,
  ERROR_TEXTS,
  type BrokerProfile,
} from '@edge/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  EB_BROKER_STATES,
  pickBroker,
  type DemoBroker,
} from '../../testing/brokers';

const url = (msid: string) => `/api/v1/brokers/${msid}`;
type Row = Record<string, unknown>;

// The broker's contracts of each client's latest year with it, straight
// from the facts and the company master (not the search projection).
const current = (name: string, states: readonly string[]) => sql`
  with rows as (
    select ic.source_key, ic.muns, ic.source_year, cb.commission, cb.fees
    from contract_brokers cb
    join insurance_contracts ic on ic.ack_id = cb.ack_id and ic.form_id = cb.form_id
    join companies c on c.muns = ic.muns
    where cb.broker_name_normalized = ${name} and c.state in (${sql.join([...states])})
  ),
  latest as (select muns, max(source_year) as y from rows group by muns),
  cur as (select r.* from rows r join latest l on l.muns = r.muns and l.y = r.source_year)`;

async function expectedFigures(db: Db, name: string, states: string[]) {
  const cte = current(name, states);
  const contracts = sql`(select distinct source_key from cur)`;
  const run = async (query: ReturnType<typeof sql>) =>
    (await sql<Row>`${cte} ${query}`.execute(db)).rows;
  const [totals] = await run(sql`select
    (select sum(commission) from cur) as commissions,
    (select sum(fees) from cur) as fees,
    (select max(y) from latest) as plan_year,
    (select count(*) from latest) as clients,
    (select sum(premium) from insurance_contracts where source_key in ${contracts}) as premium,
    (select sum(persons_covered) from insurance_contracts where source_key in ${contracts}) as persons`);
  const carriers = await run(sql`select carrier_name_normalized as name,
    count(distinct muns) as clients, sum(premium) as premium
    from insurance_contracts where source_key in ${contracts}
    group by carrier_name_normalized`);
  const lines = await run(
    sql`select ${sql.join(
      BENEFIT_LINES.map(
        ({ id }) =>
          sql`count(distinct case when lines like ${`%|${id}|%`} then muns end) as ${sql.ref(`l${id}`)}`,
      ),
    )} from insurance_contracts where source_key in ${contracts}`,
  );
  const months = await run(sql`select renewal_month as month,
    count(distinct muns) as clients from insurance_contracts
    where source_key in ${contracts} group by renewal_month`);
  return { totals: totals!, carriers, lines: lines[0]!, months };
}

async function expectedStates(db: Db, name: string, states: string[]) {
  const { rows } = await sql<Row>`select c.state, count(distinct c.muns) as n
    from contract_brokers cb join companies c on c.muns = cb.muns
    where cb.broker_name_normalized = ${name} and c.state in (${sql.join(states)})
    group by c.state`.execute(db);
  return rows
    .map((r) => ({ state: String(r.state), clients: Number(r.n) }))
    .sort((a, b) => b.clients - a.clients || a.state.localeCompare(b.state));
}

describeEachDialect('GET /api/v1/brokers/:msid', (dialect) => {
  let t: TestApp;
  let mixed: DemoBroker;
  const db = () => t.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '1500' });
    mixed = await pickBroker(db(), 'mixed');
  }, 120_000);
  afterAll(() => t.close());

  const profile = async (username: string, msid: string) => {
    const response = await t.injectAs(username, { url: url(msid) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BrokerProfile>();
  };

  async function expectFiguresLikeSql(username: string, states: string[]) {
    const got = await profile(username, mixed.msid);
    const want = await expectedFigures(db(), mixed.name, states);
    expect(got.client_count).toBe(Number(want.totals.clients));
    expect(got.states).toEqual(await expectedStates(db(), mixed.name, states));
    const book = got.book_of_business;
    expect(book.plan_year).toBe(Number(want.totals.plan_year));
    expect(book.commissions).toBeCloseTo(Number(want.totals.commissions), 2);
    expect(book.fees).toBeCloseTo(Number(want.totals.fees), 2);
    expect(book.premium).toBeCloseTo(Number(want.totals.premium), 2);
    expect(book.persons_covered).toBe(Number(want.totals.persons));
    const carriers = want.carriers
      .filter((c) => c.name !== null)
      .map((c) => ({
        carrier_name_normalized: String(c.name),
        clients: Number(c.clients),
        premium: Number(c.premium),
      }))
      .sort(
        (a, b) =>
          b.clients - a.clients ||
          b.premium - a.premium ||
          a.carrier_name_normalized.localeCompare(b.carrier_name_normalized),
      )
      .slice(0, 10);
    expect(got.carriers.map((c) => c.carrier_name_normalized)).toEqual(
      carriers.map((c) => c.carrier_name_normalized),
    );
    got.carriers.forEach((c, i) => {
      expect(c.clients).toBe(carriers[i]!.clients);
      expect(c.premium).toBeCloseTo(carriers[i]!.premium, 2);
    });
    const lines = BENEFIT_LINES.map((l) => [
      l.id,
      Number(want.lines[`l${l.id}`]),
    ]).filter(([, n]) => n! > 0);
    expect(got.lines.map((l) => [l.id, l.clients]).sort()).toEqual(
      lines.sort(),
    );
    for (const { month, clients } of got.renewal_months) {
      const row = want.months.find((m) => Number(m.month) === month);
      expect(clients, `month ${month}`).toBe(Number(row?.clients ?? 0));
    }
    return got;
  }

  it('should answer a broker with every figure as SQL computes it', async () => {
    const got = await expectFiguresLikeSql('full.broker', [...ALL_STATE_CODES]);
    expect(got).toMatchObject({
      msid: mixed.msid,
      client_count: mixed.clients,
    });
    expect(got.name).toEqual(expect.any(String));
    expect(got.book_of_business.premium).toBeGreaterThan(0);
    expect(got.book_of_business.commissions).toBeGreaterThan(0);
    expect(got.carriers.length).toBeGreaterThan(0);
    expect(got.lines.length).toBeGreaterThan(0);
    expect(got.renewal_months.map((m) => m.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('should count only clients in the permitted states', async () => {
    const got = await expectFiguresLikeSql('eb.broker', [...EB_BROKER_STATES]);
    expect(got.client_count).toBe(mixed.westClients);
    expect(got.client_count).toBeLessThan(mixed.clients);
    for (const { state } of got.states) {
      expect(EB_BROKER_STATES).toContain(state);
    }
  });

  it('should answer a broker without clients in the permitted states with empty figures', async () => {
    const outside = await pickBroker(db(), 'outside-west');
    const got = await profile('eb.broker', outside.msid);
    expect(got).toMatchObject({
      msid: outside.msid,
      client_count: 0,
      book_of_business: {
        plan_year: null,
        commissions: 0,
        fees: 0,
        premium: 0,
        persons_covered: 0,
      },
      carriers: [],
      states: [],
      lines: [],
    });
    expect(got.renewal_months.every((m) => m.clients === 0)).toBe(true);
  });

  describe('errors', () => {
    it('should answer 403 to a user without the H-W product', async () => {
      expectAppError(await t.injectAs('pc.broker', { url: url(mixed.msid) }), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'GET',
        path: url(mixed.msid),
      });
    });

    it('should answer 404 for an unknown msid', async () => {
      expectAppError(
        await t.injectAs('eb.broker', { url: url('BNOSUCHBROK') }),
        {
          statusCode: 404,
          message: 'Broker not found.',
          extraData: { code: 'BROKER_NOT_FOUND' },
          method: 'GET',
          path: url('BNOSUCHBROK'),
        },
      );
    });

    it('should answer 400 naming msid when it is too long', async () => {
      const long = 'B'.repeat(65);
      expectAppError(await t.injectAs('eb.broker', { url: url(long) }), {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: { msid: expect.stringContaining('64') },
        },
        method: 'GET',
        path: url(long),
      });
    });

    it('should answer 401 without a session', async () => {
      const response = await t.app.inject({ url: url(mixed.msid) });
      expect(response.statusCode).toBe(401);
    });
  });
});
