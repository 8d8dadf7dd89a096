import { z } from 'zod';
import { ACCOUNT_TYPES, type UserInfo } from './auth';
import { PRODUCT_CODES, type Module } from './products';

// SPEC §3's statuses, and an export its user cancelled.
export const EXPORT_STATUSES = [
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
] as const;
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

/**
 * ARCHITECTURE §3, SPEC §6: who sees Export History in a module, and so who
 * may export there. Enterprise and internal staff accounts always; partner
 * accounts by the module's export switch; others with MFA required or the
 * EXPORT_HISTORY_ENABLE flag on any of their products.
 */
export function mayExport(user: UserInfo, module: Module): boolean {
  const type = user.account_type;
  if (
    type === ACCOUNT_TYPES.ENTERPRISE ||
    type === ACCOUNT_TYPES.INTERNAL_STAFF
  ) {
    return true;
  }
  if (type === ACCOUNT_TYPES.PARTNER_PLATFORM) {
    const flag =
      module === 'pc' ? user.enable_pc_export_csv : user.enable_eb_export_csv;
    return flag === '1';
  }
  return (
    user.require_mfa_login === '1' ||
    PRODUCT_CODES.some(
      (code) => user[`${code}_acl`]?.EXPORT_HISTORY_ENABLE === '1',
    )
  );
}
