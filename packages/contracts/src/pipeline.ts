import { z } from 'zod';
import { companyParamsSchema } from './company-reports';
import { moduleSchema } from './products';
import { isoDateSchema } from './search-common';

/** A company's place in a broker's pipeline, first contact to outcome. */
export const PIPELINE_STAGES = [
  'new',
  'contacted',
  'quoted',
  'won',
  'lost',
] as const;
export const pipelineStageSchema = z.enum(PIPELINE_STAGES, {
  error: `A stage is one of ${PIPELINE_STAGES.join(', ')}.`,
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** Longest stage note, after trimming. */
export const PIPELINE_NOTE_MAX = 1000;

/** Most companies one bulk stage read takes (a results or favorites page). */
export const PIPELINE_BULK_MAX = 500;

// A calendar day that exists: 2026-02-30 is refused.
const stageDateSchema = isoDateSchema.refine((day) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}, 'This date does not exist.');

/** Path of GET /api/v1/pipeline/{module} and its bulk read. */
export const pipelineModuleParamsSchema = z.object({ module: moduleSchema });

/** Path of one company's stage: /api/v1/pipeline/{module}/companies/{muns}. */
export const pipelineCompanyParamsSchema = z.object({
  module: moduleSchema,
  muns: companyParamsSchema.shape.muns,
});
export type PipelineCompanyParams = z.infer<typeof pipelineCompanyParamsSchema>;

/** GET /api/v1/pipeline/{module}?stage=: all stages, or one. */
export const pipelineQuerySchema = z.object({
  stage: pipelineStageSchema.optional(),
});
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

/**
 * PUT body: the stage, its day (today when left out) and a note (may be
 * empty, at most 1,000 characters once trimmed).
 */
const stageNoteSchema = z
  .string()
  .trim()
  .max(
    PIPELINE_NOTE_MAX,
    `A stage note has at most ${PIPELINE_NOTE_MAX.toLocaleString('en-US')} characters.`,
  );

export const pipelineStageBodySchema = z.object({
  stage: pipelineStageSchema,
  stage_date: stageDateSchema.optional(),
  note: stageNoteSchema.default(''),
});
export type PipelineStageBody = z.input<typeof pipelineStageBodySchema>;
/** The body as the server reads it: trimmed, note '' when left out. */
export type PipelineStageChange = z.output<typeof pipelineStageBodySchema>;

/** One user's stage of one company in one module. */
export const pipelineEntrySchema = z.object({
  muns: z.string(),
  module: moduleSchema,
  stage: pipelineStageSchema,
  stage_date: z.string(),
  note: z.string(),
  updated_at: z.string(),
});
export type PipelineEntry = z.infer<typeof pipelineEntrySchema>;

/** A stage with what a board card shows of its company. */
export const pipelineCardSchema = pipelineEntrySchema.extend({
  entity_name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
});
export type PipelineCard = z.infer<typeof pipelineCardSchema>;

/** GET /api/v1/pipeline/{module}: the user's stages, newest first. */
export const pipelineListSchema = z.object({
  count: z.number().int(),
  companies: z.array(pipelineCardSchema),
});
export type PipelineList = z.infer<typeof pipelineListSchema>;

/** POST /api/v1/pipeline/{module}/stages: the companies to read. */
export const pipelineBulkBodySchema = z.object({
  muns: z
    .array(companyParamsSchema.shape.muns)
    .max(
      PIPELINE_BULK_MAX,
      `Read the stages of at most ${PIPELINE_BULK_MAX} companies at once.`,
    ),
});
export type PipelineBulkBody = z.infer<typeof pipelineBulkBodySchema>;

/** The answer: the listed companies that have a stage; others left out. */
export const pipelineBulkSchema = z.object({
  stages: z.array(pipelineEntrySchema),
});
export type PipelineBulk = z.infer<typeof pipelineBulkSchema>;

/**
 * PUT /api/v1/pipeline/{module}/stages: one stage for 1 to 500 companies
 * (the ticked rows of a results page). Left out, `stage_date` is today and
 * `note` keeps each company's own note ('' for a company without a stage);
 * given, the note replaces every one.
 */
export const pipelineBulkSetBodySchema = z.object({
  muns: z
    .array(companyParamsSchema.shape.muns)
    .min(1, 'Choose at least one company.')
    .max(
      PIPELINE_BULK_MAX,
      `Set the stage of at most ${PIPELINE_BULK_MAX} companies at once.`,
    ),
  stage: pipelineStageSchema,
  stage_date: stageDateSchema.optional(),
  note: stageNoteSchema.optional(),
});
export type PipelineBulkSetBody = z.input<typeof pipelineBulkSetBodySchema>;
/** The bulk body as the server reads it: trimmed, note kept when left out. */
export type PipelineBulkSet = z.output<typeof pipelineBulkSetBodySchema>;
