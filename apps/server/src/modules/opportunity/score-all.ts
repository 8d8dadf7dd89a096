// The daily scoring run (docs/decisions/0045): every company with data a
// module's score reads is scored by the dashboard's own function, so the
// results' sort and the dashboard's card agree on the day of the run.
import type { Module } from '@edge/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { markScoresChanged } from '../../search-projection/projection-meta';
import { nextTurn } from '../../shared/next-turn';
import { findCompanies, type CompaniesView } from '../companies/index';
import { opportunityScore } from './opportunity.service';

// Companies per read of the projection and per write of scores.
const CHUNK = 500;
// Companies scored at once: PostgreSQL answers them on several connections.
const AT_ONCE = 8;

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
  run: string,
) {
  const companies = new Map(
    (
      await findCompanies(
        db,
        chunk.map((c) => c.muns),
      )
    ).map((c) => [c.muns, c]),
  );
  const rows = [];
  for (let i = 0; i < chunk.length; i += AT_ONCE) {
    const group = chunk.slice(i, i + AT_ONCE);
    rows.push(
      ...(await Promise.all(
        group.map(async ({ muns, pc, eb }) => {
          const company = companies.get(muns);
          return {
            muns,
            pc: await scoreIn(db, company, 'pc', pc, today),
            eb: await scoreIn(db, company, 'eb', eb, today),
            scored_at: run,
          };
        }),
      )),
    );
  }
  await db
    .insertInto('opportunity_scores')
    .values(rows)
    .onConflict((oc) =>
      oc.column('muns').doUpdateSet((eb) => ({
        pc: eb.ref('excluded.pc'),
        eb: eb.ref('excluded.eb'),
        scored_at: eb.ref('excluded.scored_at'),
      })),
    )
    .execute();
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

export interface ScoreAllOptions {
  signal?: AbortSignal;
  onChunk?: (scored: number) => void;
}

/**
 * Scores every company with data for `today` and keeps the scores; a
 * company no longer scored loses its row. The search index then loads
 * the new scores. How many companies were scored; a stopped run keeps
 * what it wrote and changes nothing else.
 */
export async function scoreAllCompanies(
  db: Db,
  today: string,
  { signal, onChunk }: ScoreAllOptions = {},
): Promise<number> {
  const run = new Date().toISOString();
  let scored = 0;
  let after: string | null = null;
  for (;;) {
    if (signal?.aborted) return scored;
    const chunk = await candidates(db, after);
    if (chunk.length === 0) break;
    await scoreChunk(db, chunk, today, run);
    scored += chunk.length;
    onChunk?.(scored);
    after = chunk[chunk.length - 1]!.muns;
    await nextTurn();
  }
  await db
    .deleteFrom('opportunity_scores')
    .where('scored_at', '<>', run)
    .execute();
  await markScoresChanged(db);
  return scored;
}
