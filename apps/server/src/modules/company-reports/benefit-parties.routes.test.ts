import {
  BROKER_NOT_PROVIDED,
  SERVICE_CODES,
  TOP_PARTIES,
  type BrokersReport,
  type CarriersReport,
  type ProvidersReport,
} from '@edge/contracts';
import { sql, type RawBuilder } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  expectedSources,
  expectSources,
  facts,
  num,
  rowsOf,
  useReportsApp,
  planKinds,
} from '../../testing/company-reports';

// The company's current plans (f): its welfare plans (w) of the latest
// year with a welfare filing and its retirement plans of the latest year
// with a retirement filing, by characteristic codes, else by plan number;
// the welfare plans' Schedule A contracts (c), each with its key.
const planYear = (muns: string) => sql`with
  ${planKinds(muns)},
  f as (select * from k where source_key in (select source_key from w)
    or (is_r and source_year = (select max(source_year) from k where is_r))),
  c as (select ic.*, ic.ack_id || ':' || ic.form_id as k
    from insurance_contracts ic where ic.muns = ${muns}
    and ic.ack_id in (select source_key from w)),
  cb as (select b.*, b.ack_id || ':' || b.form_id as k,
    coalesce(b.broker_name_normalized, b.broker_name) as name
    from contract_brokers b where b.muns = ${muns}
    and b.ack_id || ':' || b.form_id in (select k from c))`;

describeEachDialect('benefit party reports', (dialect) => {
  const ctx = useReportsApp(dialect);
  const query = async (muns: string, body: RawBuilder<unknown>) =>
    rowsOf(ctx.db(), sql`${planYear(muns)} ${body}`);

  it('should list each plan year provider with its services as SQL does', async () => {
    let seen = 0;
    for (const [muns, got] of await ctx.eachReport<ProvidersReport>(
      'full.broker',
      'providers',
    )) {
      const want = await query(
        muns,
        sql`select sp.ack_id, sp.row_order, sp.name, sp.direct_compensation as d,
          sp.indirect_compensation as i, f.sponsor_name from service_providers sp
          join f on f.source_key = sp.ack_id
          order by coalesce(sp.direct_compensation, 0)
            + coalesce(sp.indirect_compensation, 0) desc, sp.source_key`,
      );
      const codes = await query(
        muns,
        sql`select ack_id, row_order, service_code from service_provider_codes
          where ack_id in (select source_key from f) order by code_order`,
      );
      expect(
        got.providers.map((p) => [
          p.name,
          p.direct_compensation,
          p.indirect_compensation,
          p.sponsor_dfe_name,
          p.services.map((s) => s.code),
        ]),
      ).toEqual(
        want.map((w) => [
          w.name,
          w.d,
          w.i,
          w.sponsor_name,
          codes
            .filter(
              (c) =>
                c.ack_id === w.ack_id && num(c.row_order) === num(w.row_order),
            )
            .map((c) => c.service_code),
        ]),
      );
      for (const service of got.providers.flatMap((p) => p.services)) {
        expect(service.label).toBe(SERVICE_CODES[service.code]);
      }
      seen += want.length;
    }
    expect(seen).toBe(3);
  });

  it('should rank each company carriers of its plan year by premium', async () => {
    let seen = 0;
    for (const [muns, got] of await ctx.eachReport<CarriersReport>(
      'full.broker',
      'carriers',
    )) {
      const want = await query(
        muns,
        sql`select coalesce(carrier_name_normalized, carrier_name) as name,
          count(*) as n, sum(persons_covered) as persons,
          sum(premium) as premium, sum(commissions) as commissions
          from c where coalesce(carrier_name_normalized, carrier_name) is not null
          group by coalesce(carrier_name_normalized, carrier_name)
          order by coalesce(sum(premium), 0) desc, count(*) desc, 1`,
      );
      expect(
        got.carriers.map((c) => [
          c.carrier_name_normalized,
          c.contracts,
          c.persons_covered,
          c.premium,
          c.commissions,
        ]),
      ).toEqual(
        want
          .slice(0, TOP_PARTIES)
          .map((w) => [
            w.name,
            num(w.n),
            num(w.persons),
            num(w.premium),
            num(w.commissions),
          ]),
      );
      expectSources(
        got.sources,
        await expectedSources(
          ctx.db(),
          facts(
            'filings',
            sql`source_key in (${planYear(muns)} select source_key from w)`,
          ),
          facts(
            'insurance_contracts',
            sql`source_key in (${planYear(muns)} select source_key from c)`,
          ),
        ),
      );
      seen += want.length;
    }
    expect(seen).toBeGreaterThan(4);
  });

  // Every broker of the welfare plans' contracts, and the contracts without
  // one as 'Broker Not Provided'.
  const brokersWanted = (muns: string) =>
    query(
      muns,
      sql`select name, count(distinct k) as n, sum(commission) as commission,
        sum(fees) as fees,
        (select sum(premium) from c where c.k in
          (select k from cb b2 where b2.name = cb.name)) as premium
        from cb group by name
        union all
        select ${BROKER_NOT_PROVIDED}, count(*), sum(commissions), sum(fees),
          sum(premium) from c where k not in (select k from cb)
        having count(*) > 0`,
    );

  it('should rank each company brokers of its plan year by their pay', async () => {
    let seen = 0;
    for (const [muns, got] of await ctx.eachReport<BrokersReport>(
      'full.broker',
      'brokers',
    )) {
      const want = (await brokersWanted(muns))
        .map((w) => ({
          name: String(w.name),
          contracts: num(w.n),
          pay: num(w.commission) + num(w.fees),
          premium: num(w.premium),
        }))
        .sort(
          (a, b) =>
            b.pay - a.pay ||
            b.premium - a.premium ||
            a.name.localeCompare(b.name),
        )
        .slice(0, TOP_PARTIES);
      expect(
        got.brokers.map((b) => ({
          name: b.name_normalized,
          contracts: b.contracts,
          pay: b.commission + b.fees,
          premium: b.premium,
        })),
      ).toEqual(want);
      seen += want.length;
    }
    expect(seen).toBeGreaterThan(4);
  });

  it('should give a listed broker its msid and the unlisted contracts their bucket', async () => {
    const [harbor] = await rowsOf(
      ctx.db(),
      sql`select muns from companies where naics = '484121'`,
    );
    const got = await ctx.report<BrokersReport>(
      'full.broker',
      String(harbor!.muns),
      'brokers',
    );
    const [gallagher] = await rowsOf(
      ctx.db(),
      sql`select msid from search_brokers
        where name_normalized = 'Gallagher Benefit Services'`,
    );
    expect(got.plan_year).toBe(2024);
    expect(got.brokers[0]).toEqual({
      name: 'GALLAGHER BENEFIT SERVICES, INC.',
      name_normalized: 'Gallagher Benefit Services',
      msid: gallagher!.msid,
      contracts: 2,
      commission: 40212.5,
      fees: 1200,
      premium: 2016560.25,
      carriers: [
        'Guardian Life Insurance Co Of America',
        'Unitedhealthcare Insurance',
      ],
    });
    expect(
      got.brokers.find((b) => b.name === BROKER_NOT_PROVIDED),
    ).toMatchObject({
      // The welfare plan's two unlisted contracts: the 401(k)'s Schedule A
      // (Principal, no broker) is no welfare line.
      msid: null,
      contracts: 2,
      commission: 4100,
    });
    expect(got.sources.map((s) => s.dataset)).toEqual([
      'f5500',
      'sch_a',
      'sch_a_part1',
    ]);
  });
});
