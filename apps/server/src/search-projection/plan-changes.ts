// The latest change of carrier or broker (docs/decisions/0039). A
// company's Schedule A years are the years it has contracts (or contract
// brokers) in; between two of its consecutive such years the set of names
// changed when a name of one is missing from the other. The column holds
// the earlier year of the latest change: 'changed within N years' of the
// newest Schedule A year Y is change_from >= Y - N, both years of the
// change falling in Y - N..Y.

/** Distinct (muns, yr, name) of the contracts' carriers. */
export const CARRIER_NAMES = `select distinct muns, source_year as yr,
  coalesce(carrier_name_normalized, carrier_name) as name from insurance_contracts
  where muns is not null and source_year is not null and carrier_name is not null`;

/** Distinct (muns, yr, name) of the contracts' brokers, by their contract. */
export const BROKER_NAMES = `select distinct ic.muns, ic.source_year as yr,
  coalesce(cb.broker_name_normalized, cb.broker_name) as name
  from contract_brokers cb join insurance_contracts ic on ic.ack_id = cb.ack_id and ic.form_id = cb.form_id
  where ic.muns is not null and ic.source_year is not null and cb.broker_name is not null`;

/** Per company and year: its names, the previous year and its names. */
const years = (set: string) =>
  `select muns, yr, count(*) as n,
  lag(yr) over (partition by muns order by yr) as prev,
  lag(count(*)) over (partition by muns order by yr) as prev_n
  from (${set}) s group by muns, yr`;

/** Names a year shares with the company's previous year. */
const shared = (set: string) =>
  `select y.muns, y.yr, count(*) as n from (${years(set)}) y
  join (${set}) b on b.muns = y.muns and b.yr = y.yr
  join (${set}) a on a.muns = y.muns and a.yr = y.prev and a.name = b.name
  group by y.muns, y.yr`;

/** muns and change_from, the earlier year of its latest change. */
export function changeFrom(set: string): string {
  return `select y.muns, max(y.prev) as change_from from (${years(set)}) y
  left join (${shared(set)}) k on k.muns = y.muns and k.yr = y.yr
  where y.prev is not null and (coalesce(k.n, 0) < y.n or coalesce(k.n, 0) < y.prev_n)
  group by y.muns`;
}
