import {
  BENEFIT_LINES,
  type FilingsReport,
  type PlanHistoryReport,
  type PlansReport,
  type RetirementSummaryReport,
  type WelfareSummaryReport,
} from '@edge/contracts';
import { sql, type RawBuilder } from 'kysely';
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
  planKinds,
} from '../../testing/company-reports';

// The company's welfare plans (w) of the latest year with a welfare
// filing and its retirement plans (r) of the latest year with a
// retirement filing, by characteristic codes, else by plan number; both
// (f, its current plans) and their Schedule A contracts (c).
const planYear = (muns: string) => sql`with
  ${planKinds(muns)},
  r as (select * from k where is_r and source_year =
    (select max(source_year) from k where is_r)),
  f as (select * from k where source_key in (select source_key from w)
    or source_key in (select source_key from r)),
  c as (select * from insurance_contracts where muns = ${muns}
    and ack_id in (select source_key from f)),
  wc as (select * from c where lines is not null
    and ack_id in (select source_key from w)),
  fin as (select pf.*, row_number() over (partition by ack_id order by
    case schedule when 'H' then 0 when 'I' then 1 when 'SF' then 2 else 3 end)
    as pick from plan_financials pf where muns = ${muns})`;

describeEachDialect('benefit plan reports', (dialect) => {
  const ctx = useReportsApp(dialect);
  const query = async (muns: string, body: RawBuilder<unknown>) =>
    rowsOf(ctx.db(), sql`${planYear(muns)} ${body}`);

  async function welfareWanted(muns: string) {
    const [t] = await query(
      muns,
      sql`select (select count(*) from w) as plans,
        (select max(source_year) from w) as year,
        (select sum(coalesce(active_participants, participants_boy)) from w) as participants,
        (select count(self_funded) from w) as said,
        (select max(self_funded) from w) as self_funded,
        (select sum(persons_covered) from wc) as persons,
        (select sum(premium) from wc) as premium,
        (select sum(commissions) from wc) as commissions,
        (select sum(fees) from wc) as fees,
        (select count(distinct coalesce(carrier_name_normalized, carrier_name)) from wc) as carriers,
        (select count(distinct coalesce(cb.broker_name_normalized, cb.broker_name))
          from contract_brokers cb join wc on wc.ack_id = cb.ack_id
          and wc.form_id = cb.form_id) as brokers`,
    );
    const months = await query(
      muns,
      sql`select distinct renewal_month as m from wc
        where renewal_month is not null order by 1`,
    );
    const lines = [];
    for (const line of BENEFIT_LINES) {
      const [hit] = await query(
        muns,
        sql`select count(*) as n from wc where lines like ${`%|${line.id}|%`}`,
      );
      if (num(hit!.n) > 0)
        lines.push({ id: line.id, display_name: line.label });
    }
    return {
      plan_year: numOrNull(t!.year),
      plans: num(t!.plans),
      participants: num(t!.participants),
      persons_covered: num(t!.persons),
      self_funded: num(t!.said) === 0 ? null : num(t!.self_funded) === 1,
      premium: num(t!.premium),
      commissions: num(t!.commissions),
      fees: num(t!.fees),
      carriers: num(t!.carriers),
      brokers: num(t!.brokers),
      renewal_months: months.map((r) => num(r.m)),
      lines,
    };
  }

  it('should sum each company welfare plans of its plan year as SQL does', async () => {
    let premium = 0;
    for (const [muns, got] of await ctx.eachReport<WelfareSummaryReport>(
      'full.broker',
      'welfare-summary',
    )) {
      const want = await welfareWanted(muns);
      expect(got).toMatchObject(want);
      premium += want.premium;
    }
    expect(premium).toBeGreaterThan(0);
  });

  it('should sum each company retirement plans and their assets as SQL does', async () => {
    let assets = 0;
    for (const [muns, got] of await ctx.eachReport<RetirementSummaryReport>(
      'full.broker',
      'retirement-summary',
    )) {
      const [t] = await query(
        muns,
        sql`select (select sum(coalesce(active_participants, participants_boy)) from r) as participants,
          sum(assets_boy) as boy, sum(assets_eoy) as eoy,
          sum(employer_contributions) as employer,
          sum(participant_contributions) as participant
          from fin where pick = 1 and ack_id in (select source_key from r)`,
      );
      const plans = await query(
        muns,
        sql`select source_key from r order by plan_number`,
      );
      expect(got).toMatchObject({
        participants: num(t!.participants),
        assets_boy: num(t!.boy),
        assets_eoy: num(t!.eoy),
        employer_contributions: num(t!.employer),
        participant_contributions: num(t!.participant),
      });
      expect(got.plans.map((p) => p.ack_id)).toEqual(
        plans.map((p) => p.source_key),
      );
      assets += num(t!.eoy);
    }
    expect(assets).toBeGreaterThan(0);
  });

  it('should list each plan of the plan year with its contracts and brokers', async () => {
    let brokers = 0;
    for (const [muns, got] of await ctx.eachReport<PlansReport>(
      'full.broker',
      'plans',
    )) {
      const contracts = await query(
        muns,
        sql`select c.ack_id, c.contract_number, c.premium,
          (select count(distinct broker_name_normalized) from contract_brokers cb
            where cb.ack_id = c.ack_id and cb.form_id = c.form_id) as brokers
          from c order by c.ack_id, c.form_id`,
      );
      const plans = await query(muns, sql`select source_key from f`);
      expect(got.plans.map((p) => p.ack_id).sort()).toEqual(
        plans.map((p) => String(p.source_key)).sort(),
      );
      const flat = got.plans.flatMap((p) =>
        p.contracts.map((c) => [
          p.ack_id,
          c.contract_number,
          c.premium,
          c.brokers.length,
        ]),
      );
      expect(flat.sort()).toEqual(
        contracts
          .map((c) => [c.ack_id, c.contract_number, c.premium, num(c.brokers)])
          .sort(),
      );
      const msids = await rowsOf(
        ctx.db(),
        sql`select broker_name_normalized as name, msid
          from search_company_brokers where muns = ${muns}`,
      );
      for (const broker of got.plans.flatMap((p) =>
        p.contracts.flatMap((c) => c.brokers),
      )) {
        const row = msids.find((m) => m.name === broker.name_normalized);
        expect(broker.msid).toBe(row?.msid ?? null);
        brokers += 1;
      }
      const acks = sql`(${planYear(muns)} select source_key from f)`;
      expectSources(
        got.sources,
        await expectedSources(
          ctx.db(),
          facts('filings', sql`source_key in ${acks}`),
          facts('insurance_contracts', sql`ack_id in ${acks}`),
          facts('contract_brokers', sql`ack_id in ${acks}`),
        ),
      );
    }
    expect(brokers).toBeGreaterThan(3);
  });

  it('should give each plan year its figures as SQL groups them', async () => {
    for (const [muns, got] of await ctx.eachReport<PlanHistoryReport>(
      'full.broker',
      'plan-history',
    )) {
      const years = await rowsOf(
        ctx.db(),
        sql`select f.source_year as year, count(*) as plans,
          sum(coalesce(f.active_participants, f.participants_boy)) as participants,
          sum((select sum(premium) from insurance_contracts c where c.ack_id = f.source_key)) as premium,
          sum((select sum(commissions) from insurance_contracts c where c.ack_id = f.source_key)) as commissions,
          sum((select sum(fees) from insurance_contracts c where c.ack_id = f.source_key)) as fees,
          sum((select assets_eoy from plan_financials pf where pf.ack_id = f.source_key
            order by case schedule when 'H' then 0 when 'I' then 1 else 2 end limit 1)) as assets
          from filings f where f.muns = ${muns} and f.source_year is not null
          group by f.source_year order by f.source_year`,
      );
      expect(got.years).toEqual(
        years.map((y) => ({
          year: num(y.year),
          plans: num(y.plans),
          participants: num(y.participants),
          premium: num(y.premium),
          commissions: num(y.commissions),
          fees: num(y.fees),
          assets_eoy: num(y.assets),
        })),
      );
      const numbers = await rowsOf(
        ctx.db(),
        sql`select distinct plan_number from filings where muns = ${muns}`,
      );
      expect(got.plans.map((p) => p.plan_number).sort()).toEqual(
        numbers.map((n) => n.plan_number).sort(),
      );
    }
  });

  it('should list every filing, newest first, with its schedules', async () => {
    for (const [muns, got] of await ctx.eachReport<FilingsReport>(
      'full.broker',
      'filings',
    )) {
      const want = await rowsOf(
        ctx.db(),
        sql`select source_key, schedule_a_count as a, schedule_c_attached as c,
          schedule_h_attached as h, schedule_i_attached as i from filings
          where muns = ${muns}
          order by source_year desc, date_received desc, source_key desc`,
      );
      expect(got.filings.map((f) => [f.ack_id, f.schedules.join('')])).toEqual(
        want.map((w) => [
          w.source_key,
          `${num(w.a) > 0 ? 'A' : ''}${num(w.c) === 1 ? 'C' : ''}` +
            `${num(w.h) === 1 ? 'H' : ''}${num(w.i) === 1 ? 'I' : ''}`,
        ]),
      );
      expectSources(
        got.sources,
        await expectedSources(ctx.db(), facts('filings', sql`muns = ${muns}`)),
      );
    }
  });
});
