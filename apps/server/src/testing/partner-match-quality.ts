import type { DuplicateAccountsReport } from '@edge/contracts';
import type { TruthEntry } from '@edge/partner-sandbox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

// Matching quality against the sandbox's truth list (docs/benchmarks.md):
// the duplicate-accounts report of every company Edge has. A pair (muns,
// AMS account) is right when the muns holds rows of the account's truth
// company (Edge may keep one company under two muns); an account is found
// when the report of one of its company's muns lists it.

export interface MatchQuality {
  companies: number;
  /** Truth entries (accounts) whose company Edge has, and those found. */
  truthAccounts: number;
  foundAccounts: number;
  predictedPairs: number;
  correctPairs: number;
  precision: number;
  recall: number;
  /** Pairs by the fields that matched (a pair can count under several). */
  byField: Record<string, number>;
  missed: {
    accountId: string;
    muns: string[];
    variant: TruthEntry['variant'];
  }[];
  wrong: { accountId: string; muns: string }[];
}

export interface QualityInput {
  app: FastifyInstance;
  db: Db;
  cookie: string;
  truth: readonly TruthEntry[];
  /** Edge's muns of each truth entry's company, by account. */
  munsOf: ReadonlyMap<string, readonly string[]>;
}

const pairKey = (muns: string, accountId: string) => `${muns}\t${accountId}`;

export async function measureMatchQuality(
  input: QualityInput,
): Promise<MatchQuality> {
  const companies = await input.db
    .selectFrom('companies')
    .select('muns')
    .execute();
  const truth = new Set<string>();
  for (const entry of input.truth) {
    for (const muns of input.munsOf.get(entry.accountId) ?? []) {
      truth.add(pairKey(muns, entry.accountId));
    }
  }
  const predicted: { muns: string; accountId: string }[] = [];
  const byField: Record<string, number> = {};
  for (const { muns } of companies) {
    const response = await input.app.inject({
      url: `/api/v1/companies/${muns}/reports/duplicate-accounts`,
      headers: { cookie: input.cookie },
    });
    if (response.statusCode !== 200) {
      throw new Error(`${muns}: ${response.body}`);
    }
    for (const account of response.json<DuplicateAccountsReport>().accounts) {
      predicted.push({ muns, accountId: account.id });
      for (const field of account.matched_on) {
        byField[field] = (byField[field] ?? 0) + 1;
      }
    }
  }
  const isRight = (p: { muns: string; accountId: string }) =>
    truth.has(pairKey(p.muns, p.accountId));
  const found = new Set(predicted.filter(isRight).map((p) => p.accountId));
  const known = input.truth.filter((e) => input.munsOf.has(e.accountId));
  const correct = predicted.filter(isRight).length;
  return {
    companies: companies.length,
    truthAccounts: known.length,
    foundAccounts: found.size,
    predictedPairs: predicted.length,
    correctPairs: correct,
    precision: predicted.length === 0 ? 1 : correct / predicted.length,
    recall: known.length === 0 ? 1 : found.size / known.length,
    byField,
    missed: known
      .filter((e) => !found.has(e.accountId))
      .map((e) => ({
        accountId: e.accountId,
        muns: [...(input.munsOf.get(e.accountId) ?? [])],
        variant: e.variant,
      })),
    wrong: predicted.filter((p) => !isRight(p)),
  };
}
