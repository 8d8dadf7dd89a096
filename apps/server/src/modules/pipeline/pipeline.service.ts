import {
  getPermittedStates,
  hasModule,
  type Module,
  type PipelineBulk,
  type PipelineBulkSet,
  type PipelineEntry,
  type PipelineList,
  type PipelineQuery,
  type PipelineStageChange,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { ForbiddenError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import { requireCompanies, requireCompany } from '../companies/index';
import { PipelineError } from './pipeline.errors';
import {
  deleteStage,
  findStage,
  findStagesOf,
  listStages,
  upsertStage,
  upsertStages,
  type PipelineScope,
} from './pipeline.repository';
import type { PipelineStageRow } from './pipeline.table';

/** The signed-in user as the pipeline rules need them. */
export interface PipelineUser {
  userId: number;
  products: ProductsMap;
}

const notFound = () => new PipelineError('PIPELINE_STAGE_NOT_FOUND');

// A module's pipeline needs its licence, as its favorites do (SPEC §5).
function scopeOf(user: PipelineUser, module: Module): PipelineScope {
  if (!hasModule(user.products, module)) throw new ForbiddenError();
  return { userId: user.userId, module };
}

const toEntry = (row: PipelineStageRow): PipelineEntry => ({
  muns: row.muns,
  module: row.module,
  stage: row.stage,
  stage_date: row.stage_date,
  note: row.note,
  updated_at: row.updated_at,
});

/** GET /api/v1/pipeline/{module}: the board, newest first. */
export async function getPipeline(
  db: Db,
  user: PipelineUser,
  module: Module,
  query: PipelineQuery,
): Promise<PipelineList> {
  const scope = scopeOf(user, module);
  const states = getPermittedStates(user.products, module);
  const rows = await listStages(db, scope, states, query.stage);
  return {
    count: rows.length,
    companies: rows.map(({ name, city, state, ...row }) => ({
      ...toEntry(row),
      entity_name: name,
      city,
      state,
    })),
  };
}

/** POST /api/v1/pipeline/{module}/stages: stages of a page of companies. */
export async function readStages(
  db: Db,
  user: PipelineUser,
  module: Module,
  muns: readonly string[],
): Promise<PipelineBulk> {
  const scope = scopeOf(user, module);
  const states = getPermittedStates(user.products, module);
  const rows = await findStagesOf(db, scope, states, [...new Set(muns)]);
  return { stages: rows.map(toEntry) };
}

/** GET /api/v1/pipeline/{module}/companies/{muns}. */
export async function getStage(
  db: Db,
  user: PipelineUser,
  module: Module,
  muns: string,
): Promise<PipelineEntry> {
  const scope = scopeOf(user, module);
  const company = await requireCompany(db, user, muns, module);
  const row = await findStage(db, scope, company.muns);
  if (!row) throw notFound();
  return toEntry(row);
}

/** PUT /api/v1/pipeline/{module}/companies/{muns}: today when no date. */
export async function setStage(
  db: Db,
  user: PipelineUser,
  module: Module,
  muns: string,
  body: PipelineStageChange,
): Promise<PipelineEntry> {
  const scope = scopeOf(user, module);
  const company = await requireCompany(db, user, muns, module);
  const now = nowIso();
  const row = await upsertStage(db, {
    user_id: scope.userId,
    module,
    muns: company.muns,
    stage: body.stage,
    stage_date: body.stage_date ?? now.slice(0, 10),
    note: body.note,
    updated_at: now,
  });
  return toEntry(row);
}

/**
 * PUT /api/v1/pipeline/{module}/stages: one stage for many companies, all
 * or none (decision 0038). Every company must be one the user may see in
 * the module; a note left out keeps each company's own. Answers the
 * entries written, in the order asked.
 */
export async function setStages(
  db: Db,
  user: PipelineUser,
  module: Module,
  body: PipelineBulkSet,
): Promise<PipelineBulk> {
  const scope = scopeOf(user, module);
  const companies = await requireCompanies(db, user, body.muns, module);
  const now = nowIso();
  const rows = companies.map((company) => ({
    user_id: scope.userId,
    module,
    muns: company.muns,
    stage: body.stage,
    stage_date: body.stage_date ?? now.slice(0, 10),
    note: body.note ?? '',
    updated_at: now,
  }));
  const written = await db
    .transaction()
    .execute((trx) =>
      upsertStages(trx, rows, { keepNote: body.note === undefined }),
    );
  const byMuns = new Map(written.map((row) => [row.muns, row]));
  return {
    stages: companies.map((company) => toEntry(byMuns.get(company.muns)!)),
  };
}

/**
 * DELETE /api/v1/pipeline/{module}/companies/{muns}. No state check, as
 * for favorites: removing reveals nothing and lets a user tidy up after a
 * plan change.
 */
export async function removeStage(
  db: Db,
  user: PipelineUser,
  module: Module,
  muns: string,
): Promise<void> {
  const scope = scopeOf(user, module);
  if (!(await deleteStage(db, scope, muns))) throw notFound();
}
