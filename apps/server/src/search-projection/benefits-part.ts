import { BENEFIT_LINES } from '@edge/contracts';
import { joinedList, type Dialect } from './dialect-sql';
import { BROKER_NAMES, CARRIER_NAMES, changeFrom } from './plan-changes';
import { byMuns, owned, type ProjectionPart } from './projection-part';

// EB scope bits: 1 a welfare filing (a Form 5500 with welfare codes, or a
// Schedule A contract), 2 a retirement one (any 5500-SF, or a Form 5500
// with pension codes); SPEC: F5500 is Welfare, F5500 SF Retirement.
const WELFARE = 1;
const RETIREMENT = 2;

// Funding bits of a welfare plan (docs/decisions/0039): 1 insured (not
// self-funded, or self-funded with an insurance box ticked too), 2
// self-funded; a company's are the OR over its latest year's plans.
const INSURED = `max(case when source_year = plan_year and (self_funded = 0
  or (self_funded = 1 and (funding_arrangement like '%insurance%' or benefit_arrangement like '%insurance%')))
  then 1 else 0 end)`;
const SELF = `max(case when source_year = plan_year and self_funded = 1 then 2 else 0 end)`;

// Plan year, participants, plans and funding are those of the latest
// year; a plan is a sponsor EIN and plan number (the filing when none).
const FILINGS = `select muns, max(plan_year) as plan_year,
  sum(case when source_year = plan_year then active_participants end) as participants,
  max(case when source_year = plan_year and self_funded = 1 then 1 else 0 end) as self_funded,
  count(distinct case when source_year = plan_year
    then coalesce(ein, '') || ':' || coalesce(plan_number, source_key) end) as plan_count,
  ${INSURED} + ${SELF} as funding,
  max(case when form = '5500' and welfare_codes <> '' then ${WELFARE} else 0 end) as welfare,
  max(case when form = '5500-SF' or (form = '5500' and pension_codes <> '') then ${RETIREMENT} else 0 end) as retirement,
  max(date_received) as last_date
  from (select muns, source_year, active_participants, self_funded, form, welfare_codes, pension_codes, date_received,
    ein, plan_number, source_key, funding_arrangement, benefit_arrangement,
    max(source_year) over (partition by muns) as plan_year from ${owned('filings')}) f
  group by muns`;

// One bit per line id of the contracts' '|0|2|' lists (SPEC §3 lines):
// the largest of a bit over the contracts is their OR.
const LOB_MASK = BENEFIT_LINES.map(
  ({ id }) =>
    `max(case when lines like '%|${id}|%' then ${2 ** id} else 0 end)`,
).join(' + ');

// Distinct powers of two add up to their OR.
const CONTRACTS = `select muns,
  sum(distinct case when renewal_month between 1 and 12 then 1 << (renewal_month - 1) else 0 end) as renewal_months,
  ${LOB_MASK} as lob_mask
  from ${owned('insurance_contracts')} group by muns`;

// Premium of the latest year with Schedule A contracts: a newer year with
// only a retirement filing so far (the usual state of the newest 5500
// year) keeps the last known premium; commission is of the same contracts.
const LATEST_PREMIUM = `select muns, sum(premium) as premium, sum(commissions) as commission,
  max(source_year) as contract_year
  from (select muns, source_year, premium, commissions,
    max(source_year) over (partition by muns) as latest from ${owned('insurance_contracts')}) x
  where source_year = latest group by muns`;

const otherTexts = (
  dialect: Dialect,
) => `select muns, ${joinedList(dialect, 'other_text', ' | ')} as other_text
  from (select muns, other_text from ${owned('insurance_contracts')} and other_text is not null group by muns, other_text) o
  group by muns`;

// The carrier with the largest premium and the broker with the largest
// commission over all the company's contracts; ties by name.
const TOP_CARRIER = `select muns, carrier_name_normalized as carrier from (select muns, carrier_name_normalized,
  row_number() over (partition by muns order by sum(premium) desc nulls last, carrier_name_normalized) as rank
  from ${owned('insurance_contracts')} and carrier_name_normalized is not null
  group by muns, carrier_name_normalized) ranked where rank = 1`;

const TOP_BROKER = `select ranked.muns, ranked.broker, m.msid from (select muns, broker_name_normalized as broker,
  row_number() over (partition by muns order by sum(commission) desc nulls last, broker_name_normalized) as rank
  from ${owned('contract_brokers')} and broker_name_normalized is not null
  group by muns, broker_name_normalized) ranked
  join search_tmp_msids m on m.name_normalized = ranked.broker where rank = 1`;

/** Form 5500 and Schedule A columns. */
export function benefitsPart(dialect: Dialect): ProjectionPart {
  return {
    joins: [
      byMuns('fl', FILINGS),
      byMuns('ct', CONTRACTS),
      byMuns('cy', LATEST_PREMIUM),
      byMuns('ot', otherTexts(dialect)),
      byMuns('tc', TOP_CARRIER),
      byMuns('tb', TOP_BROKER),
      byMuns('cc', changeFrom(CARRIER_NAMES)),
      byMuns('bc', changeFrom(BROKER_NAMES)),
    ],
    columns: [
      [
        'eb_scopes',
        `(case when ct.muns is not null then ${WELFARE} else coalesce(fl.welfare, 0) end + coalesce(fl.retirement, 0))`,
      ],
      ['plan_year', 'fl.plan_year'],
      ['participants', 'fl.participants'],
      ['renewal_months', 'coalesce(ct.renewal_months, 0)'],
      ['premium', 'cy.premium'],
      ['lob_mask', 'coalesce(ct.lob_mask, 0)'],
      ['self_funded', 'coalesce(fl.self_funded, 0)'],
      ['lob_other_text', 'ot.other_text'],
      ['carrier', 'tc.carrier'],
      ['broker', 'tb.broker'],
      ['broker_msid', 'tb.msid'],
      ['commission', 'cy.commission'],
      ['plan_count', 'fl.plan_count'],
      ['funding', 'coalesce(fl.funding, 0)'],
      ['contract_year', 'cy.contract_year'],
      ['carrier_change_from', 'cc.change_from'],
      ['broker_change_from', 'bc.change_from'],
    ],
    activityDates: ['fl.last_date'],
  };
}
