import { z } from 'zod';
import { MUNS_MAX } from './company-reports';
import { exportStatusSchema } from './downloads';
import { exportScopeSchema } from './export-account';
import { EB_SHOWN_KEYS, PC_SHOWN_KEYS } from './export-columns';
import { DEFAULT_FAVORITE_SORT, favoriteSortSchema } from './favorites';
import { CONTACT_ROLES, contactRoleSchema } from './contact-roles';
import { moduleSchema } from './products';
import { sortDirectionSchema } from './search-common';
import { ebCriteriaSchema, ebSortFieldSchema } from './search-eb';
import { pcCriteriaSchema, pcSortFieldSchema } from './search-pc';

/** Most rows one export may write (README: EXPORT_MAX_ROWS). */
export const EXPORT_MAX_ROWS = 50_000;

/** What is exported: search results, favorites, one company's dashboard. */
export const EXPORT_KINDS = ['results', 'favorites', 'dashboard'] as const;
export const exportKindSchema = z.enum(EXPORT_KINDS);
export type ExportKind = z.infer<typeof exportKindSchema>;

export const TABLE_FORMATS = ['csv', 'xlsx'] as const;
export const tableFormatSchema = z.enum(TABLE_FORMATS);
export type TableFormat = z.infer<typeof tableFormatSchema>;

/**
 * The column sets of a table export: the results table as shown, every fact
 * of the module's reports, or the accounts and contacts a CRM imports.
 */
export const COLUMN_SETS = ['shown', 'profile', 'crm'] as const;
export const columnSetSchema = z.enum(COLUMN_SETS);
export type ColumnSet = z.infer<typeof columnSetSchema>;

const munsSchema = z
  .string()
  .regex(/^[0-9A-Za-z]+$/, 'A company id has letters and digits only')
  .max(MUNS_MAX);

/** Ticked rows: a subset of the result or of the favorites. */
const tickedSchema = z
  .array(munsSchema)
  .min(1, 'Tick at least one row')
  .max(
    EXPORT_MAX_ROWS,
    `At most ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows`,
  )
  .optional();

function shownSchema(keys: readonly string[]) {
  return z
    .array(
      z.string().refine((key) => keys.includes(key), 'Unknown results column'),
    )
    .min(1, 'Choose at least one column')
    .max(keys.length)
    .optional();
}

/** What every table export asks: the file, its columns, the ticked rows. */
function fileFields(keys: readonly string[]) {
  return {
    format: tableFormatSchema,
    columns: columnSetSchema,
    /** 'shown': the table's visible columns in their order; all by default. */
    shown: shownSchema(keys),
    muns: tickedSchema,
    /** 'crm': only the contacts of these roles (all when left out). */
    contactRoles: z
      .array(contactRoleSchema)
      .min(1, 'Choose at least one role')
      .max(CONTACT_ROLES.length)
      .optional(),
  };
}

function tableFields<C extends z.ZodType, S extends z.ZodType>(
  criteria: C,
  sortField: S,
  keys: readonly string[],
) {
  return {
    ...fileFields(keys),
    criteria,
    sort: z
      .strictObject({
        field: sortField,
        direction: sortDirectionSchema.default('asc'),
      })
      .nullable()
      .default(null),
  };
}

/** The words of a CRM import asked for in Excel. */
export const CRM_IS_CSV =
  'A CRM import is a zip of CSV files (what Salesforce and HubSpot read): choose CSV.';

/** The words of contact roles asked of an export without contacts. */
export const ROLES_ARE_CRM =
  'Contact roles choose the contacts of a CRM import: choose the CRM columns.';

// A CRM import's files are CSV whatever else is asked; only a CRM import
// has contacts to choose by role.
const crmIsCsv = (
  request: { format: TableFormat; columns: ColumnSet; contactRoles?: unknown },
  ctx: z.RefinementCtx,
) => {
  if (request.columns === 'crm' && request.format !== 'csv') {
    ctx.addIssue({ code: 'custom', path: ['format'], message: CRM_IS_CSV });
  }
  if (request.columns !== 'crm' && request.contactRoles !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['contactRoles'],
      message: ROLES_ARE_CRM,
    });
  }
};

/** POST /api/v1/exports of commercial search results. */
export const pcResultsExportSchema = z
  .strictObject({
    module: z.literal('pc'),
    kind: z.literal('results'),
    ...tableFields(
      pcCriteriaSchema.prefault({}),
      pcSortFieldSchema,
      PC_SHOWN_KEYS,
    ),
  })
  .superRefine(crmIsCsv);

/** POST /api/v1/exports of benefits search results. */
export const ebResultsExportSchema = z
  .strictObject({
    module: z.literal('eb'),
    kind: z.literal('results'),
    ...tableFields(
      ebCriteriaSchema.prefault({}),
      ebSortFieldSchema,
      EB_SHOWN_KEYS,
    ),
  })
  .superRefine(crmIsCsv);

/**
 * POST /api/v1/exports of a module's favorites, in the favorites list's
 * order (`sort`, as its query string says it); `muns` the ticked ones.
 */
export const pcFavoritesExportSchema = z
  .strictObject({
    module: z.literal('pc'),
    kind: z.literal('favorites'),
    ...fileFields(PC_SHOWN_KEYS),
    sort: favoriteSortSchema.default(DEFAULT_FAVORITE_SORT),
  })
  .superRefine(crmIsCsv);

export const ebFavoritesExportSchema = z
  .strictObject({
    module: z.literal('eb'),
    kind: z.literal('favorites'),
    ...fileFields(EB_SHOWN_KEYS),
    sort: favoriteSortSchema.default(DEFAULT_FAVORITE_SORT),
  })
  .superRefine(crmIsCsv);

/** Favorites of either module. */
export const favoritesExportSchema = z.discriminatedUnion('module', [
  pcFavoritesExportSchema,
  ebFavoritesExportSchema,
]);

/** The fields every export request starts with; the rest follows its kind. */
export const exportHeadSchema = z.object({
  module: moduleSchema,
  kind: exportKindSchema,
});

/** Search results of either module (the module says which criteria). */
export const resultsExportSchema = z.discriminatedUnion('module', [
  pcResultsExportSchema,
  ebResultsExportSchema,
]);

/**
 * POST /api/v1/exports of one company's dashboard as a PDF: every report
 * of the module the user's product covers.
 */
export const dashboardExportSchema = z.strictObject({
  module: moduleSchema,
  kind: z.literal('dashboard'),
  format: z.literal('pdf'),
  muns: munsSchema,
});

/** POST /api/v1/exports: the request's kind, then its module, say which fields follow. */
export const exportRequestSchema = z.discriminatedUnion('kind', [
  resultsExportSchema,
  favoritesExportSchema,
  dashboardExportSchema,
]);

export type PcResultsExport = z.output<typeof pcResultsExportSchema>;
export type EbResultsExport = z.output<typeof ebResultsExportSchema>;
export type ResultsExport = PcResultsExport | EbResultsExport;
export type FavoritesExport = z.output<typeof favoritesExportSchema>;
/** An export written as a table file (CSV, Excel, or a CRM zip). */
export type TableExport = ResultsExport | FavoritesExport;
export type DashboardExport = z.output<typeof dashboardExportSchema>;
export type ExportRequest = z.output<typeof exportRequestSchema>;

/** POST /api/v1/exports answers 202 with the new export. */
export const exportCreatedSchema = z.object({
  id: z.number().int(),
  process_status: z.literal('PROCESSING'),
});
export type ExportCreated = z.infer<typeof exportCreatedSchema>;

/** GET /api/v1/exports/{id}: an export and its progress. */
export const exportJobSchema = z.object({
  id: z.number().int(),
  module: moduleSchema,
  kind: exportKindSchema,
  format: z.string(),
  columns: columnSetSchema.nullable(),
  report_type: z.string(),
  file_name: z.string(),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  process_status: exportStatusSchema,
  rows_total: z.number().int().nullable(),
  rows_written: z.number().int(),
  /** Why a FAILED export failed, in words a user reads. */
  error: z.string().nullable(),
  mail_sent: z.boolean(),
  download_url: z.string().nullable(),
  /** When the file is deleted (48 hours after it was written). */
  expires_at: z.string().nullable(),
  /** What the export holds, in words: 'TX · 50-500 employees'. */
  criteria_summary: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

export const exportParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

/** GET /api/v1/exports: a page of the user's exports of a module. */
export const exportListQuerySchema = z.object({
  module: moduleSchema,
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** 'account': every user's of the account (account administrators). */
  scope: exportScopeSchema.default('mine'),
});
export type ExportListQuery = z.input<typeof exportListQuerySchema>;

/** A listed export, with who asked for it. */
export const exportListItemSchema = exportJobSchema.extend({
  /** The user who asked for it, in full. */
  user_name: z.string(),
  /** The signed-in user's own: only those can be downloaded or changed. */
  is_own: z.boolean(),
});
export type ExportListItem = z.infer<typeof exportListItemSchema>;

export const exportListSchema = z.object({
  total: z.number().int(),
  exports: z.array(exportListItemSchema),
});
export type ExportList = z.infer<typeof exportListSchema>;
