import { z } from 'zod';
import { NUMERIC_PRODUCT_CODE, type Module } from './products';
import { ebCriteriaSchema } from './search-eb';
import { pcCriteriaSchema } from './search-pc';

/** Longest saved-search name, after trimming. */
export const SAVED_SEARCH_NAME_MAX = 100;
/** Most saved searches one user may keep per module. */
export const SAVED_SEARCHES_PER_MODULE_MAX = 100;

const UNKNOWN_PRODUCT_CODE = `Unknown product code: use ${NUMERIC_PRODUCT_CODE.pc} (Commercial Lines) or ${NUMERIC_PRODUCT_CODE.eb} (Benefits).`;

/** The module of a saved search's record_id (SPEC §9: PC 5, EB 7). */
export function moduleOfRecordId(recordId: number): Module | undefined {
  return (Object.keys(NUMERIC_PRODUCT_CODE) as Module[]).find(
    (module) => NUMERIC_PRODUCT_CODE[module] === recordId,
  );
}

/** The criteria schema a saved search of each module is checked with. */
export const SAVED_SEARCH_CRITERIA_SCHEMAS = {
  pc: pcCriteriaSchema,
  eb: ebCriteriaSchema,
} as const satisfies Record<Module, z.ZodType>;

/** record_id: the module's numeric product code, 5 or 7. */
export const savedSearchRecordIdSchema = z
  .number({ error: UNKNOWN_PRODUCT_CODE })
  .int(UNKNOWN_PRODUCT_CODE)
  .refine((code) => moduleOfRecordId(code) !== undefined, UNKNOWN_PRODUCT_CODE);

/** A name as typed: trimmed, 1 to 100 characters. */
export const savedSearchNameSchema = z
  .string({ error: 'Enter a name for the search.' })
  .trim()
  .min(1, 'Enter a name for the search.')
  .max(
    SAVED_SEARCH_NAME_MAX,
    `A name has at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  );

/**
 * The criteria as sent. Their shape is checked against the module's strict
 * schema by the server (the module of an update is the stored one's), and
 * they are stored as sent: defaults left out stay relative to the day run.
 */
const contentBodySchema = z.strictObject({
  webappSearchCriteria: z.record(z.string(), z.unknown(), {
    error: 'The search criteria must be an object.',
  }),
});

/** POST /api/v1/searches/save body. */
export const createSavedSearchBodySchema = z.strictObject({
  searchName: savedSearchNameSchema,
  record_id: savedSearchRecordIdSchema,
  content: contentBodySchema,
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

/** PUT /api/v1/searches/:id body: a new name, new criteria, or both. */
export const updateSavedSearchBodySchema = z
  .strictObject({
    searchName: savedSearchNameSchema.optional(),
    content: contentBodySchema.optional(),
  })
  .refine((body) => body.searchName !== undefined || body.content, {
    message: 'Send a new searchName, new content, or both.',
  });
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

/** Path of PUT and DELETE /api/v1/searches/:id. */
export const savedSearchParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'A saved search id is a positive whole number.' })
    .int()
    .positive(),
});

/** Path of GET /api/v1/searches/all/:productCode. */
export const savedSearchListParamsSchema = z.object({
  productCode: z.coerce
    .number({ error: UNKNOWN_PRODUCT_CODE })
    .pipe(savedSearchRecordIdSchema),
});

/**
 * A saved search (SPEC §3). `content.webappSearchCriteria` is returned as
 * saved; when it no longer parses with the module's criteria schema,
 * `malformed` is true: it may be renamed, deleted or given new criteria,
 * but not edited or run.
 */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  searchName: z.string(),
  record_id: z.number().int(),
  content: z.object({ webappSearchCriteria: z.unknown() }),
  malformed: z.boolean(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /api/v1/searches/all/:productCode answer, newest first. */
export const savedSearchListSchema = z.object({
  count: z.number().int(),
  saved_searches: z.array(savedSearchSchema),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;
