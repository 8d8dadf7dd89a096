import { z } from 'zod';

export const EXPORT_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;
export const exportStatusSchema = z.enum(EXPORT_STATUSES);

/** One export history row (SPEC §3). requested_at is an ISO timestamp. */
export const exportHistoryRowSchema = z.object({
  id: z.number().int(),
  requested_at: z.string(),
  report_type: z.string(),
  process_status: exportStatusSchema,
  mail_sent: z.boolean(),
  file_name: z.string(),
  download_url: z.string().nullable(),
});
export type ExportHistoryRow = z.infer<typeof exportHistoryRowSchema>;

/** GET /api/v1/user/downloads/pac and /eb. */
export const downloadsResponseSchema = z.object({
  downloads: z.array(exportHistoryRowSchema),
});
export type DownloadsResponse = z.infer<typeof downloadsResponseSchema>;

/** Path suffix of the downloads call per module. */
export const DOWNLOADS_SUFFIX = { pc: 'pac', eb: 'eb' } as const;
export const downloadsParamsSchema = z.object({
  suffix: z.enum(['pac', 'eb']),
});

/** SPEC §9: the export history window and the polling interval. */
export const EXPORT_HISTORY_WINDOW_HOURS = 48;
export const EXPORT_POLL_MS = 10_000;
