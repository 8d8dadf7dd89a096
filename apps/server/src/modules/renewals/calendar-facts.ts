import {
  RENEWAL_CONTEST_YEARS,
  type RenewalContest,
  type RenewalKind,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import {
  benefitContractFacts,
  benefitDueDates,
  byCompany,
  dateParts,
  dotDueDates,
  motorCarrierFacts,
  wcDueDate,
  wcPolicyFacts,
  type RenewalDue,
} from '../alerts/index';
import {
  bookTrend,
  changesWithin,
  incumbentOf,
  policyCarrierChanges,
} from './renewal-contest';
import {
  brokerBooks,
  brokerYears,
  carrierYears,
  type BrokerYear,
  type YearName,
} from './renewals.repository';
import { chunks } from '../../shared/chunks';

/** A due date and what it is. */
export type KindDue = RenewalDue & { kind: RenewalKind };

/** Per company: its due dates (any distance ahead) and its contest. */
export type CalendarFacts = Map<
  string,
  { dues: KindDue[]; contest: RenewalContest }
>;

// Rows of companies per query: far below both databases' parameter limits.
const CHUNK = 500;

function grouped<T extends { muns: string }>(rows: readonly T[]) {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.muns);
    if (list) list.push(row);
    else map.set(row.muns, [row]);
  }
  return map;
}

const NO_CONTEST: RenewalContest = {
  fromYear: null,
  toYear: null,
  carrierChanges: null,
  brokerChanges: null,
  incumbent: null,
};

/**
 * Commercial lines: workers' comp expirations and MCS-150 updates; the
 * contest counts carrier changes between workers' comp policies that
 * started in the last three years (the policy data names no broker).
 */
export async function commercialFacts(
  db: Db,
  muns: readonly string[],
  today: string,
): Promise<CalendarFacts> {
  const facts: CalendarFacts = new Map();
  const [year] = dateParts(today);
  const since = `${year - RENEWAL_CONTEST_YEARS}${today.slice(4)}`;
  for (const part of chunks(muns, CHUNK)) {
    const policies = await wcPolicyFacts(db, { muns: part });
    const carriers = await motorCarrierFacts(db, { muns: part });
    for (const ofCompany of byCompany(policies)) {
      facts.set(ofCompany[0]!.muns, {
        dues: [{ kind: 'wc_expiration', ...wcDueDate(ofCompany, today) }],
        contest: {
          ...NO_CONTEST,
          fromYear: year - RENEWAL_CONTEST_YEARS,
          toYear: year,
          carrierChanges: policyCarrierChanges(ofCompany, since),
        },
      });
    }
    for (const ofCompany of byCompany(carriers)) {
      const dues = dotDueDates(ofCompany, today).map((due): KindDue => ({
        kind: 'mcs150_update',
        ...due,
      }));
      const entry = facts.get(ofCompany[0]!.muns);
      if (entry) entry.dues.push(...dues);
      else facts.set(ofCompany[0]!.muns, { dues, contest: NO_CONTEST });
    }
  }
  return facts;
}

/**
 * Employee benefits: benefit plan years from the Schedule A contracts;
 * the contest counts carrier and broker changes between consecutive
 * Schedule A years within the last three years of the newest year the
 * calendar's companies filed, and follows the incumbent broker's book.
 */
export async function benefitsFacts(
  db: Db,
  muns: readonly string[],
  today: string,
): Promise<CalendarFacts> {
  const dues = new Map<string, KindDue[]>();
  const carriers: YearName[] = [];
  const brokers: BrokerYear[] = [];
  for (const part of chunks(muns, CHUNK)) {
    const contracts = await benefitContractFacts(db, { muns: part });
    for (const ofCompany of byCompany(contracts)) {
      dues.set(
        ofCompany[0]!.muns,
        benefitDueDates(ofCompany, today).map((due) => ({
          kind: 'benefit_plan_year' as const,
          ...due,
        })),
      );
    }
    carriers.push(...(await carrierYears(db, part)));
    brokers.push(...(await brokerYears(db, part)));
  }
  const years = [...carriers, ...brokers].map((n) => n.year);
  const toYear = years.length > 0 ? Math.max(...years) : null;
  const fromYear = toYear === null ? null : toYear - RENEWAL_CONTEST_YEARS;
  const carriersOf = grouped(carriers);
  const brokersOf = grouped(brokers);
  const incumbents = new Map(
    [...brokersOf].map(([m, list]) => [m, incumbentOf(list)] as const),
  );
  const books = await booksOf(db, [...incumbents.values()]);

  const facts: CalendarFacts = new Map();
  const companies = new Set([...dues.keys(), ...carriersOf.keys()]);
  for (const company of companies) {
    const within = (names: readonly YearName[] | undefined) =>
      toYear === null || !names ? 0 : changesWithin(names, fromYear!, toYear);
    const incumbent = incumbents.get(company) ?? null;
    const clients = incumbent?.normalized
      ? (books.get(`${incumbent.normalized}:${incumbent.year}`) ?? 0)
      : null;
    const before = incumbent?.normalized
      ? (books.get(`${incumbent.normalized}:${incumbent.year - 1}`) ?? null)
      : null;
    facts.set(company, {
      dues: dues.get(company) ?? [],
      contest: {
        fromYear,
        toYear,
        carrierChanges: within(carriersOf.get(company)),
        brokerChanges: within(brokersOf.get(company)),
        incumbent:
          incumbent && clients !== null
            ? {
                name: incumbent.name,
                clients,
                clientsBefore: before,
                trend: bookTrend(clients, before),
                year: incumbent.year,
              }
            : null,
      },
    });
  }
  return facts;
}

// Client counts of the incumbents' books, by 'name:year', for each
// incumbent's year and the year before.
async function booksOf(
  db: Db,
  incumbents: readonly (BrokerYear | null)[],
): Promise<Map<string, number>> {
  const names = new Set<string>();
  const years = new Set<number>();
  for (const broker of incumbents) {
    if (!broker?.normalized) continue;
    names.add(broker.normalized);
    years.add(broker.year).add(broker.year - 1);
  }
  const books = new Map<string, number>();
  for (const part of chunks([...names], CHUNK)) {
    for (const row of await brokerBooks(db, part, [...years])) {
      books.set(`${row.name}:${row.year}`, row.clients);
    }
  }
  return books;
}
