import { NUMERIC_PRODUCT_CODE, type Module } from '@edge/contracts';
import type { Db } from '../../db/database';

/** A company on a user's calendar, and why it is there. */
export interface CalendarCompany {
  muns: string;
  name: string;
  city: string | null;
  state: string;
  favorite: boolean;
  savedSearches: string[];
}

/** Whose calendar: one user's companies of one module's permitted states. */
export interface CalendarScope {
  userId: number;
  module: Module;
  states: readonly string[];
}

const inStates = (states: readonly string[]) =>
  states.length > 0 ? [...states] : [''];

/** The user's favorites of the module in the permitted states, by name. */
function favoriteCompanies(db: Db, scope: CalendarScope) {
  return db
    .selectFrom('favorites as f')
    .innerJoin('companies as c', 'c.muns', 'f.muns')
    .select(['c.muns', 'c.name', 'c.city', 'c.state'])
    .where('f.user_id', '=', scope.userId)
    .where('f.product_code', '=', NUMERIC_PRODUCT_CODE[scope.module])
    .where('c.state', 'in', inStates(scope.states))
    .orderBy('c.name')
    .orderBy('c.muns')
    .execute();
}

/**
 * The companies the user's subscribed saved searches of the module matched
 * at their last check, with the search's name; at most `limit` rows.
 */
function matchedCompanies(db: Db, scope: CalendarScope, limit: number) {
  return db
    .selectFrom('saved_search_matches as m')
    .innerJoin('alert_subscriptions as a', 'a.id', 'm.subscription_id')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .innerJoin('companies as c', 'c.muns', 'm.muns')
    .select(['c.muns', 'c.name', 'c.city', 'c.state', 's.search_name'])
    .where('a.user_id', '=', scope.userId)
    .where('a.kind', '=', 'saved_search')
    .where('a.enabled', '=', 1)
    .where('s.product_code', '=', NUMERIC_PRODUCT_CODE[scope.module])
    .where('c.state', 'in', inStates(scope.states))
    .orderBy('c.muns')
    .orderBy('s.search_name')
    .limit(limit)
    .execute();
}

/**
 * The calendar's companies: favorites first, then saved-search matches, at
 * most `max`; `truncated` when there were more.
 */
export async function calendarCompanies(
  db: Db,
  scope: CalendarScope,
  max: number,
): Promise<{ companies: CalendarCompany[]; truncated: boolean }> {
  const byMuns = new Map<string, CalendarCompany>();
  for (const row of await favoriteCompanies(db, scope)) {
    byMuns.set(row.muns, { ...row, favorite: true, savedSearches: [] });
  }
  // A company may match several searches: read a few rows per company.
  const rowLimit = max * 3;
  const matches = await matchedCompanies(db, scope, rowLimit);
  let truncated = matches.length === rowLimit;
  for (const { search_name, ...company } of matches) {
    let entry = byMuns.get(company.muns);
    if (!entry) {
      if (byMuns.size >= max) {
        truncated = true;
        continue;
      }
      entry = { ...company, favorite: false, savedSearches: [] };
      byMuns.set(company.muns, entry);
    }
    entry.savedSearches.push(search_name);
  }
  return { companies: [...byMuns.values()].slice(0, max), truncated };
}

/** A name of a company's Schedule A year: a carrier or a broker. */
export interface YearName {
  muns: string;
  year: number;
  name: string;
}

/** The carriers of the companies' contracts, per Schedule A year. */
export async function carrierYears(
  db: Db,
  muns: readonly string[],
): Promise<YearName[]> {
  if (muns.length === 0) return [];
  const rows = await db
    .selectFrom('insurance_contracts')
    .select((eb) => [
      'muns',
      'source_year',
      eb.fn.coalesce('carrier_name_normalized', 'carrier_name').as('carrier'),
    ])
    .distinct()
    .where('muns', 'in', [...muns])
    .where('source_year', 'is not', null)
    .where('carrier_name', 'is not', null)
    .execute();
  return rows.map((r) => ({
    muns: r.muns!,
    year: Number(r.source_year),
    name: r.carrier!,
  }));
}

// Schedule A Part 1 brokers with the contract they are listed on.
const contractBrokers = (db: Db) =>
  db
    .selectFrom('contract_brokers as cb')
    .innerJoin('insurance_contracts as ic', (join) =>
      join
        .onRef('ic.ack_id', '=', 'cb.ack_id')
        .onRef('ic.form_id', '=', 'cb.form_id'),
    );

/** A broker of a company's contracts in one year, with its pay there. */
export interface BrokerYear extends YearName {
  normalized: string | null;
  pay: number;
}

/** The brokers of the companies' contracts, per Schedule A year. */
export async function brokerYears(
  db: Db,
  muns: readonly string[],
): Promise<BrokerYear[]> {
  if (muns.length === 0) return [];
  const rows = await contractBrokers(db)
    .select((eb) => [
      'ic.muns',
      'ic.source_year',
      'cb.broker_name_normalized',
      eb.fn
        .coalesce('cb.broker_name_normalized', 'cb.broker_name')
        .as('broker'),
      eb.fn
        .sum(
          eb(
            eb.fn.coalesce('cb.commission', eb.val(0)),
            '+',
            eb.fn.coalesce('cb.fees', eb.val(0)),
          ),
        )
        .as('pay'),
    ])
    .where('ic.muns', 'in', [...muns])
    .where('ic.source_year', 'is not', null)
    .where('cb.broker_name', 'is not', null)
    .groupBy([
      'ic.muns',
      'ic.source_year',
      'cb.broker_name_normalized',
      'cb.broker_name',
    ])
    .execute();
  return rows.map((r) => ({
    muns: r.muns!,
    year: Number(r.source_year),
    name: r.broker!,
    normalized: r.broker_name_normalized,
    pay: Number(r.pay ?? 0),
  }));
}

/** Distinct clients of each broker (normalized name) in each year. */
export async function brokerBooks(
  db: Db,
  names: readonly string[],
  years: readonly number[],
): Promise<{ name: string; year: number; clients: number }[]> {
  if (names.length === 0 || years.length === 0) return [];
  const rows = await contractBrokers(db)
    .select((eb) => [
      'cb.broker_name_normalized',
      'ic.source_year',
      eb.fn.count('ic.muns').distinct().as('clients'),
    ])
    .where('cb.broker_name_normalized', 'in', [...names])
    .where('ic.source_year', 'in', [...years])
    .where('ic.muns', 'is not', null)
    .groupBy(['cb.broker_name_normalized', 'ic.source_year'])
    .execute();
  return rows.map((r) => ({
    name: r.broker_name_normalized!,
    year: Number(r.source_year),
    clients: Number(r.clients),
  }));
}
