import { z } from 'zod';
import type { UserInfo } from './auth';
import { companyParamsSchema } from './company-reports';
import { moduleSchema, PRODUCT_CODES } from './products';

/**
 * Whose exports Track Exports lists: the user's own, or (for an account
 * administrator) those of every user of the account.
 */
export const EXPORT_SCOPES = ['mine', 'account'] as const;
export const exportScopeSchema = z.enum(EXPORT_SCOPES);
export type ExportScope = z.infer<typeof exportScopeSchema>;

/**
 * SPEC §3, §6: an account administrator (ENTERPERISE_ACC_ADMIN on any of
 * the user's products, as the Admin menu reads it) sees the exports of the
 * account's users.
 */
export function isAccountAdmin(user: UserInfo): boolean {
  return PRODUCT_CODES.some(
    (code) => user[`${code}_acl`]?.ENTERPERISE_ACC_ADMIN === '1',
  );
}

/** How far back a colleague's export marks a company in the results. */
export const EXPORT_MARK_DAYS = 90;
/** Most companies one marks call may ask about (a results page). */
export const EXPORT_MARKS_MAX = 100;

const LIST_THE_COMPANIES = 'List the company ids to look up.';

/** GET /api/v1/exports/marks?module=pc&muns=a,b,c */
export const exportMarksQuerySchema = z.object({
  module: moduleSchema,
  muns: z
    .string({ error: LIST_THE_COMPANIES })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((muns) => muns.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(companyParamsSchema.shape.muns)
        .min(1, LIST_THE_COMPANIES)
        .max(
          EXPORT_MARKS_MAX,
          `Look up at most ${EXPORT_MARKS_MAX} companies at once.`,
        ),
    ),
});

/** The latest export of a company by someone of the user's account. */
export const exportMarkSchema = z.object({
  muns: z.string(),
  /** When that export was written (ISO). */
  exported_at: z.string(),
  /** Who exported it, as 'J. Smith'. */
  exported_by: z.string(),
});
export type ExportMark = z.infer<typeof exportMarkSchema>;

/** The asked companies exported lately; the others are left out. */
export const exportMarksSchema = z.object({
  marks: z.array(exportMarkSchema),
});
export type ExportMarks = z.infer<typeof exportMarksSchema>;
