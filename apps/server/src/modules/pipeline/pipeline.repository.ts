import type { Module, PipelineStage } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { NewPipelineStageRow, PipelineStageRow } from './pipeline.table';

/** Whose stages: one user's in one module. */
export interface PipelineScope {
  userId: number;
  module: Module;
}

/** A stage with its company's name and place. */
export type ListedStage = PipelineStageRow & {
  name: string;
  city: string | null;
  state: string;
};

// Only companies of the states the user may see now (ARCHITECTURE §5).
const visible = (db: Db, scope: PipelineScope, states: readonly string[]) =>
  db
    .selectFrom('pipeline_stages as p')
    .innerJoin('companies as c', 'c.muns', 'p.muns')
    .where('p.user_id', '=', scope.userId)
    .where('p.module', '=', scope.module)
    .where('c.state', 'in', states.length > 0 ? [...states] : ['']);

/** The user's visible stages of the module, newest first. */
export function listStages(
  db: Db,
  scope: PipelineScope,
  states: readonly string[],
  stage: PipelineStage | undefined,
): Promise<ListedStage[]> {
  let query = visible(db, scope, states);
  if (stage) query = query.where('p.stage', '=', stage);
  return query
    .selectAll('p')
    .select(['c.name', 'c.city', 'c.state'])
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.muns', 'asc')
    .execute();
}

/** The user's visible stages among these companies. */
export function findStagesOf(
  db: Db,
  scope: PipelineScope,
  states: readonly string[],
  muns: readonly string[],
): Promise<PipelineStageRow[]> {
  if (muns.length === 0) return Promise.resolve([]);
  return visible(db, scope, states)
    .where('p.muns', 'in', [...muns])
    .selectAll('p')
    .orderBy('p.muns')
    .execute();
}

/** One company's stage, only the user's own. */
export function findStage(
  db: Db,
  scope: PipelineScope,
  muns: string,
): Promise<PipelineStageRow | undefined> {
  return db
    .selectFrom('pipeline_stages')
    .selectAll()
    .where('user_id', '=', scope.userId)
    .where('module', '=', scope.module)
    .where('muns', '=', muns)
    .executeTakeFirst();
}

/** Sets or replaces the user's stage of a company. */
export function upsertStage(
  db: Db,
  row: NewPipelineStageRow,
): Promise<PipelineStageRow> {
  return db
    .insertInto('pipeline_stages')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'module', 'muns']).doUpdateSet({
        stage: row.stage,
        stage_date: row.stage_date,
        note: row.note,
        updated_at: row.updated_at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

// Well below SQLite's and PostgreSQL's bound-parameter limits.
const UPSERT_CHUNK = 200;

/**
 * Sets or replaces the stages of many companies. With `keepNote`, a
 * company that has a stage keeps its note (new ones take the row's).
 * The caller holds the transaction.
 */
export async function upsertStages(
  db: Db,
  rows: readonly NewPipelineStageRow[],
  { keepNote }: { keepNote: boolean },
): Promise<PipelineStageRow[]> {
  const written: PipelineStageRow[] = [];
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const chunk = await db
      .insertInto('pipeline_stages')
      .values(rows.slice(i, i + UPSERT_CHUNK))
      .onConflict((oc) =>
        oc.columns(['user_id', 'module', 'muns']).doUpdateSet((eb) => ({
          stage: eb.ref('excluded.stage'),
          stage_date: eb.ref('excluded.stage_date'),
          ...(keepNote ? {} : { note: eb.ref('excluded.note') }),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returningAll()
      .execute();
    written.push(...chunk);
  }
  return written;
}

/** Deletes the user's stage of a company; false when there is none. */
export async function deleteStage(
  db: Db,
  scope: PipelineScope,
  muns: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('pipeline_stages')
    .where('user_id', '=', scope.userId)
    .where('module', '=', scope.module)
    .where('muns', '=', muns)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
