// Which companies the daily run scores, and their scores (decision 0045):
// every company with data a module's score reads, scored by the
// dashboard's own function, so the results and the card agree on the day
// of the run. Reads only: the run's thread calls it on its own connection.
import type { Module } from '@edge/contracts';
import { sql } from 'kysely';
import type { OpportunityScoresTable } from '../../data-model/opportunity-tables';
import type { Db } from '../../db/database';
import { findCompanies, type CompaniesView } from '../companies/index';
import { newFactBatch, withFactBatch } from '../company-reports/index';
import { opportunityScore } from './opportunity.service';

// Companies per read of the projection (and per write of their scores).
const CHUNK = 500;

/** A company's scores as opportunity_scores keeps them, run aside. */
export type ScoreRow = Omit<OpportunityScoresTable, 'scored_at'>;

type Candidate = { muns: string; pc: boolean; eb: boolean };

// What a module's score reads: Form 5500 filings (Benefits); a workers'
// comp policy, OSHA inspections, wage-and-hour cases or a DOT number
// (Commercial). A company with none scores 0 on every factor.
const HAS_EB = sql<boolean>`eb_scopes > 0`;
const HAS_PC = sql<boolean>`(wc_carrier is not null or wc_expiration_date is not null or osha_inspections > 0 or whd_cases > 0 or dot_number is not null)`;

async function candidates(db: Db, after: string | null): Promise<Candidate[]> {
  const rows = await db
    .selectFrom('search_companies')
    .select([
      'muns',
      sql<number>`case when ${HAS_PC} then 1 else 0 end`.as('pc'),
      sql<number>`case when ${HAS_EB} then 1 else 0 end`.as('eb'),
    ])
    .where(sql<boolean>`(${HAS_PC} or ${HAS_EB})`)
    .$if(after !== null, (q) => q.where('muns', '>', after!))
    .orderBy('muns')
    .limit(CHUNK)
    .execute();
  return rows.map((row) => ({
    muns: row.muns,
    pc: Number(row.pc) === 1,
    eb: Number(row.eb) === 1,
  }));
}

/** How many companies a run scores. */
export async function countScoredCompanies(db: Db): Promise<number> {
  const row = await db
    .selectFrom('search_companies')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(sql<boolean>`(${HAS_PC} or ${HAS_EB})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function scoreIn(
  db: Db,
  company: CompaniesView | undefined,
  module: Module,
  wanted: boolean,
  today: string,
): Promise<number | null> {
  if (!company || !wanted) return null;
  return (await opportunityScore(db, company, module, today)).score;
}

async function scoreChunk(
  db: Db,
  chunk: Candidate[],
  today: string,
): Promise<ScoreRow[]> {
  const found = await findCompanies(
    db,
    chunk.map((c) => c.muns),
  );
  const companies = new Map(found.map((c) => [c.muns, c]));
  // One at a time: the run's thread has one connection.
  const rows: ScoreRow[] = [];
  for (const { muns, pc, eb } of chunk) {
    const company = companies.get(muns);
    rows.push({
      muns,
      pc: await scoreIn(db, company, 'pc', pc, today),
      eb: await scoreIn(db, company, 'eb', eb, today),
    });
  }
  return rows;
}

/**
 * The scores for `today` of every scored company after `from` (muns
 * order), a chunk at a time, until the companies end; the caller stops
 * early by leaving the loop.
 */
export async function* scoreChunks(
  db: Db,
  today: string,
  from: string | null,
): AsyncGenerator<ScoreRow[]> {
  let after = from;
  // Kept across the chunks: each peer group is read once (and the import
  // files and places the reports name).
  const batch = newFactBatch();
  for (;;) {
    const chunk = await candidates(db, after);
    if (chunk.length === 0) return;
    yield await withFactBatch(db, batch, [], [], () =>
      scoreChunk(db, chunk, today),
    );
    after = chunk[chunk.length - 1]!.muns;
  }
}
