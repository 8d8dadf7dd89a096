import { z } from 'zod';
import { ACCOUNT_TYPES } from './auth';
import { reportSourceSchema } from './company-reports';
import { moduleSchema } from './products';

// The Support Center (/app/support): help pages, the data page and the
// contact form. SPEC §2: partner-platform users get support from their
// platform, so neither the link nor the pages are theirs.

/** SPEC §2: whether a user of this account type has the Support Center. */
export function hasSupportCenter(accountType: number): boolean {
  return accountType !== ACCOUNT_TYPES.PARTNER_PLATFORM;
}

/** GET /api/v1/support/datasets: one imported dataset, from its imports. */
export const supportDatasetSchema = z.object({
  /** The importers' name of the dataset, e.g. `osha_inspection`. */
  dataset: z.string(),
  /** How the company pages name it (the reports' source lines). */
  label: z.string(),
  /** Who publishes it, and where. */
  source: z.string(),
  /** What the reports and searches read from it. */
  used_for: z.string(),
  /** The modules whose reports read it. */
  modules: z.array(moduleSchema),
  /** Files of this dataset imported to the end. */
  files: z.number().int().nonnegative(),
  /** The newest of them. */
  file_name: z.string(),
  /** When the newest finished (ISO timestamp). */
  imported_at: z.string(),
  /** The newest as-of date the files carry (YYYY-MM-DD), if any. */
  as_of_date: z.string().nullable(),
  /** The latest plan, fiscal or calendar year of its rows, if it has one. */
  latest_year: z.number().int().nullable(),
  year_kind: reportSourceSchema.shape.year_kind,
  /** Companies with at least one row of it (or, for place data, placed). */
  companies: z.number().int().nonnegative(),
});
export type SupportDataset = z.infer<typeof supportDatasetSchema>;

export const supportDatasetsSchema = z.object({
  /** Every company in the database, the whole of which each count is a part. */
  companies: z.number().int().nonnegative(),
  datasets: z.array(supportDatasetSchema),
});
export type SupportDatasets = z.infer<typeof supportDatasetsSchema>;

/**
 * GET /api/v1/support/limits: the limits the help pages quote, as this
 * server is configured (README: EXPORT_MAX_ROWS and the rest).
 */
export const supportLimitsSchema = z.object({
  export_max_rows: z.number().int().positive(),
  exports_per_day: z.number().int().positive(),
  exports_at_once: z.number().int().positive(),
  export_file_hours: z.number().int().positive(),
  /** The daily alert mail's hour when a user chose none (0-23). */
  alert_digest_hour: z.number().int().min(0).max(23),
  support_requests_per_hour: z.number().int().positive(),
});
export type SupportLimits = z.infer<typeof supportLimitsSchema>;

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
/** Contact-form messages a user may send in any 60 minutes. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * POST /api/v1/support/requests. Who is writing comes from the session,
 * never from the body: a body naming anything else is refused.
 */
export const supportRequestBodySchema = z.strictObject({
  subject: z
    .string({ error: 'Enter a subject.' })
    .trim()
    .min(
      SUPPORT_SUBJECT_MIN,
      `Enter a subject of at least ${SUPPORT_SUBJECT_MIN} characters.`,
    )
    .max(
      SUPPORT_SUBJECT_MAX,
      `A subject has at most ${SUPPORT_SUBJECT_MAX} characters.`,
    )
    // The subject becomes the mail's Subject line.
    .regex(/^[^\r\n]*$/, 'A subject is one line.'),
  message: z
    .string({ error: 'Write your message.' })
    .trim()
    .min(
      SUPPORT_MESSAGE_MIN,
      `Write at least ${SUPPORT_MESSAGE_MIN} characters, so we know how to help.`,
    )
    .max(
      SUPPORT_MESSAGE_MAX,
      `A message has at most ${count(SUPPORT_MESSAGE_MAX)} characters.`,
    ),
});
export type SupportRequestBody = z.infer<typeof supportRequestBodySchema>;

/** The answer to a sent message: its reference and where replies go. */
export const supportRequestReceiptSchema = z.object({
  id: z.number().int(),
  /** Quote it in any later mail about the same question, e.g. SR-000042. */
  reference: z.string(),
  subject: z.string(),
  created_at: z.string(),
  /** The user's address support answers. */
  reply_to: z.string(),
  message: z.string(),
});
export type SupportRequestReceipt = z.infer<typeof supportRequestReceiptSchema>;

/** The reference of a support request by its id: SR-000042. */
export const supportReference = (id: number): string =>
  `SR-${String(id).padStart(6, '0')}`;
