import { z } from 'zod';
import { querySortSchema, queryPageSizeSchema, reachablePage } from './brokers';
import { detailsCompanySchema } from './company-details';
import { companyParamsSchema } from './company-reports';
import { NUMERIC_PRODUCT_CODE } from './products';
import { moduleOfRecordId } from './saved-searches';

/** Longest favorite comment, after trimming. */
export const FAVORITE_COMMENT_MAX = 1000;
/** Most muns one favorite-status lookup may ask about. */
export const FAVORITE_LOOKUP_MAX = 100;
/** Most companies one bulk add takes (the ticked rows of a results page). */
export const FAVORITES_BULK_MAX = 500;
/** Largest import file: 5 MB. */
export const FAVORITES_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most data rows of one import file. */
export const FAVORITES_IMPORT_MAX_ROWS = 5000;
/** File types an import accepts, as a file picker's `accept`. */
export const FAVORITES_IMPORT_ACCEPT = '.csv,.xlsx';

const UNKNOWN_PRODUCT_CODE = `Unknown product code: use ${NUMERIC_PRODUCT_CODE.pc} (Commercial Lines) or ${NUMERIC_PRODUCT_CODE.eb} (Benefits).`;

/** A numeric product code of a path or form field: 5 (PC) or 7 (EB). */
export const favoriteProductCodeSchema = z.coerce
  .number({ error: UNKNOWN_PRODUCT_CODE })
  .int(UNKNOWN_PRODUCT_CODE)
  .refine((code) => moduleOfRecordId(code) !== undefined, UNKNOWN_PRODUCT_CODE);

/** Path of GET and POST /api/v1/favorites/{productCode}. */
export const favoriteListParamsSchema = z.object({
  productCode: favoriteProductCodeSchema,
});

/** Path of PUT and DELETE /api/v1/favorites/{productCode}/{id}. */
export const favoriteParamsSchema = z.object({
  productCode: favoriteProductCodeSchema,
  id: z.coerce
    .number({ error: 'A favorite id is a positive whole number.' })
    .int()
    .positive(),
});

export const FAVORITE_SORT_FIELDS = [
  'name',
  'city',
  'state',
  'created_at',
] as const;
export type FavoriteSortField = (typeof FAVORITE_SORT_FIELDS)[number];
export type FavoriteSort = `${FavoriteSortField}.${'asc' | 'desc'}`;
export const favoriteSortSchema = querySortSchema(FAVORITE_SORT_FIELDS);
/** Newest favorites first unless the user sorts. */
export const DEFAULT_FAVORITE_SORT: FavoriteSort = 'created_at.desc';

/** `?page=0&pageSize=25&sort=name.asc`; `page` counts from 0. */
export const favoritesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: queryPageSizeSchema,
    sort: favoriteSortSchema.default(DEFAULT_FAVORITE_SORT),
  })
  .refine(...reachablePage('Favorites'));
export type FavoritesQuery = z.output<typeof favoritesQuerySchema>;

/** A comment as typed: trimmed; empty clears it. */
export const favoriteCommentSchema = z
  .string({ error: 'A comment is text.' })
  .trim()
  .max(
    FAVORITE_COMMENT_MAX,
    `A comment has at most ${FAVORITE_COMMENT_MAX.toLocaleString('en-US')} characters.`,
  );

/** POST /api/v1/favorites/{productCode} body. */
export const addFavoriteBodySchema = z.object({
  muns: companyParamsSchema.shape.muns,
  comment: favoriteCommentSchema.optional(),
});
export type AddFavoriteBody = z.input<typeof addFavoriteBodySchema>;

/** POST /api/v1/favorites/{productCode}/bulk body: 1 to 500 companies. */
export const addFavoritesBodySchema = z.object({
  muns: z
    .array(companyParamsSchema.shape.muns)
    .min(1, 'Choose at least one company.')
    .max(
      FAVORITES_BULK_MAX,
      `Add at most ${FAVORITES_BULK_MAX} companies to favorites at once.`,
    ),
});
export type AddFavoritesBody = z.input<typeof addFavoritesBodySchema>;

/**
 * The bulk add's answer: the companies it added, and those that already
 * were favorites (left as they were), as an import counts them.
 */
export const addFavoritesResultSchema = z.object({
  added: z.number().int(),
  already: z.number().int(),
});
export type AddFavoritesResult = z.infer<typeof addFavoritesResultSchema>;

/** PUT /api/v1/favorites/{productCode}/{id} body. */
export const updateFavoriteBodySchema = z.object({
  comment: favoriteCommentSchema,
});
export type UpdateFavoriteBody = z.input<typeof updateFavoriteBodySchema>;

/**
 * A favorite company of one module (SPEC §3: it has an id). Name and place
 * are the company master's; `comment` is null when there is none.
 */
export const favoriteSchema = z.object({
  id: z.number().int(),
  muns: z.string(),
  entity_name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** GET /api/v1/favorites/{productCode}: `count` of all, one page of them. */
export const favoriteListSchema = z.object({
  count: z.number().int(),
  favorites: z.array(favoriteSchema),
});
export type FavoriteList = z.infer<typeof favoriteListSchema>;

/** `?muns=a,b,c` of GET /api/v1/favorites/{productCode}/lookup. */
export const favoriteLookupQuerySchema = z.object({
  muns: z
    .string({ error: 'List the company ids to look up.' })
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
        .min(1, 'List the company ids to look up.')
        .max(
          FAVORITE_LOOKUP_MAX,
          `Look up at most ${FAVORITE_LOOKUP_MAX} companies at once.`,
        ),
    ),
});

/** Which of the asked companies are favorites, with their favorite ids. */
export const favoriteLookupSchema = z.object({
  favorites: z.array(z.object({ id: z.number().int(), muns: z.string() })),
});
export type FavoriteLookup = z.infer<typeof favoriteLookupSchema>;

/** Companies offered for an unmatched row, at most. */
export const IMPORT_SUGGESTIONS_PER_ROW = 5;

/** Unmatched rows given suggestions, at most (the first ones of the file). */
export const IMPORT_SUGGESTED_ROWS_MAX = 100;

/**
 * A company whose name is close to an unmatched row's, in the user's
 * states: its name and main address, as a details page names a company.
 */
export const importSuggestionSchema = detailsCompanySchema;
export type ImportSuggestion = z.infer<typeof importSuggestionSchema>;

/** A row of an import file that matched no visible company. */
export const unmatchedImportRowSchema = z.object({
  /** Line number in the file (the header is line 1 of a plain CSV). */
  row: z.number().int(),
  /** The row's values by the file's own column names. */
  values: z.record(z.string(), z.string()),
  reason: z.string(),
  /** The row's comment, for a favorite added from a suggestion. */
  comment: z.string().nullable(),
  /**
   * The companies closest by name in the user's permitted states, best
   * first; the user may add one of them (POST /api/v1/favorites/{code}).
   */
  suggestions: z.array(importSuggestionSchema),
});
export type UnmatchedImportRow = z.infer<typeof unmatchedImportRowSchema>;

/** POST /api/v1/favorites/import answer. */
export const favoritesImportResultSchema = z.object({
  added: z.number().int(),
  already: z.number().int(),
  unmatched: z.array(unmatchedImportRowSchema),
});
export type FavoritesImportResult = z.infer<typeof favoritesImportResultSchema>;
