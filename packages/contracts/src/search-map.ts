import { z } from 'zod';
import { companyParamsSchema } from './company-reports';
import { ebCriteriaSchema, ebHitSchema } from './search-eb';
import { pcCriteriaSchema, pcHitSchema } from './search-pc';

// The results map's own calls, beside POST /api/v1/search/{pnc|eb}/map:
// one company (or the companies of one spot), and the names in a view.

/** Most companies one map lookup takes: the list of one spot. */
export const MAP_COMPANIES_MAX = 100;
/** Most names one view answers: the map's summary list holds as many. */
export const MAP_NAMES_LIMIT = 100;

const munsListSchema = z
  .array(companyParamsSchema.shape.muns)
  .min(1, 'List the company ids to look up.')
  .max(
    MAP_COMPANIES_MAX,
    `Look up at most ${MAP_COMPANIES_MAX} companies at once.`,
  );

/** POST /api/v1/search/pnc/map/companies body. */
export const pcMapCompaniesRequestSchema = z.strictObject({
  criteria: pcCriteriaSchema.prefault({}),
  muns: munsListSchema,
});
/** POST /api/v1/search/eb/map/companies body. */
export const ebMapCompaniesRequestSchema = z.strictObject({
  criteria: ebCriteriaSchema.prefault({}),
  muns: munsListSchema,
});

/** The asked companies the criteria match, as the results show them. */
export const pcMapCompaniesResponseSchema = z.object({
  hits: z.array(pcHitSchema),
});
export type PcMapCompaniesResponse = z.infer<
  typeof pcMapCompaniesResponseSchema
>;
export const ebMapCompaniesResponseSchema = z.object({
  hits: z.array(ebHitSchema),
});
export type EbMapCompaniesResponse = z.infer<
  typeof ebMapCompaniesResponseSchema
>;

const latitudeSchema = z.number().min(-90).max(90);
const longitudeSchema = z.number().min(-180).max(180);

/** A box of latitudes and longitudes, edges included. */
export const mapBoundsSchema = z
  .strictObject({
    south: latitudeSchema,
    west: longitudeSchema,
    north: latitudeSchema,
    east: longitudeSchema,
  })
  .refine((box) => box.south <= box.north, {
    message: 'The north edge lies south of the south edge.',
    path: ['north'],
  })
  .refine((box) => box.west <= box.east, {
    message: 'The east edge lies west of the west edge.',
    path: ['east'],
  });
export type MapBounds = z.infer<typeof mapBoundsSchema>;

/** POST /api/v1/search/pnc/map/names body. */
export const pcMapNamesRequestSchema = z.strictObject({
  criteria: pcCriteriaSchema.prefault({}),
  bounds: mapBoundsSchema,
});
/** POST /api/v1/search/eb/map/names body. */
export const ebMapNamesRequestSchema = z.strictObject({
  criteria: ebCriteriaSchema.prefault({}),
  bounds: mapBoundsSchema,
});

export const mapNameSchema = z.object({
  muns: z.string(),
  entity_name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
});
export type MapName = z.infer<typeof mapNameSchema>;

/**
 * The matches inside a box: how many, and the first MAP_NAMES_LIMIT in the
 * order of the map's points (name order).
 */
export const mapNamesResponseSchema = z.object({
  total: z.number().int(),
  companies: z.array(mapNameSchema),
});
export type MapNamesResponse = z.infer<typeof mapNamesResponseSchema>;
