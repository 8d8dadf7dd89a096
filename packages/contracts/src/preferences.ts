import { z } from 'zod';
import { EB_SORT_FIELDS, ebSortFieldSchema } from './search-eb';
import { PC_SORT_FIELDS, pcSortFieldSchema } from './search-pc';

function columnsSchema<F extends string>(
  field: z.ZodType<F>,
  all: readonly F[],
) {
  return z
    .array(field)
    .min(1)
    .max(all.length)
    .refine((columns) => new Set(columns).size === columns.length, {
      message: 'A column is listed once',
    })
    .refine((columns) => columns[0] === 'entity_name', {
      message: 'The company column comes first',
    });
}

/** The results columns a user shows, in their order; company first. */
export const pcResultColumnsSchema = columnsSchema(
  pcSortFieldSchema,
  PC_SORT_FIELDS,
);
export const ebResultColumnsSchema = columnsSchema(
  ebSortFieldSchema,
  EB_SORT_FIELDS,
);

/** PUT /api/v1/user/preferences/results-columns/pnc body. */
export const pcResultColumnsBodySchema = z.strictObject({
  columns: pcResultColumnsSchema,
});
/** PUT /api/v1/user/preferences/results-columns/eb body. */
export const ebResultColumnsBodySchema = z.strictObject({
  columns: ebResultColumnsSchema,
});

/** The user's choice; null columns: never chosen, the module's defaults. */
export const pcResultColumnsPreferenceSchema = z.object({
  columns: pcResultColumnsSchema.nullable(),
});
export const ebResultColumnsPreferenceSchema = z.object({
  columns: ebResultColumnsSchema.nullable(),
});
export interface ResultColumnsPreference {
  columns: string[] | null;
}
