import { z } from 'zod';
import { moduleSchema } from './products';
import { stateCodeSchema } from './search-common';
import { filingScopeSchema } from './search-eb';

/** Suggestions an autocomplete returns by default, and at most. */
export const LOOKUP_DEFAULT_LIMIT = 10;
export const LOOKUP_MAX_LIMIT = 50;
/** The longest text an autocomplete accepts. */
export const LOOKUP_MAX_QUERY = 100;

/** `?q=&limit=` of an autocomplete: the typed text and how many answers. */
export const lookupQuerySchema = z.object({
  q: z.string().trim().min(1).max(LOOKUP_MAX_QUERY),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LOOKUP_MAX_LIMIT)
    .default(LOOKUP_DEFAULT_LIMIT),
});
export type LookupQuery = z.output<typeof lookupQuerySchema>;

/** GET /api/v1/lookups/counties?state=TX (the code in any case). */
export const countiesQuerySchema = z.object({
  state: z.string().trim().toUpperCase().pipe(stateCodeSchema),
});

/** A county (or parish, borough, municipio...) by its 5-digit FIPS code. */
export const countySchema = z.object({
  fips: z.string(),
  name: z.string(),
  state: z.string(),
});
export type County = z.infer<typeof countySchema>;

/** The counties of one state, by name. */
export const countiesResponseSchema = z.object({
  counties: z.array(countySchema),
});
export type CountiesResponse = z.infer<typeof countiesResponseSchema>;

/**
 * GET /api/v1/lookups/naics?module=pc|eb&scopes=F5500,F5500 SF: the
 * benefits tree counts the companies of the filing scopes the search has
 * ticked (the search's default when absent); pc takes no scopes.
 */
export const naicsQuerySchema = z.object({
  module: moduleSchema,
  scopes: z
    .string()
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(filingScopeSchema).min(1))
    .optional(),
});
export type NaicsQuery = z.output<typeof naicsQuerySchema>;

/**
 * A NAICS node: a sector (level 2, also the ranges 31-33, 44-45 and
 * 48-49) down to a national industry (level 6); `parent` is null for a
 * sector. `companies` counts the companies under the node that the
 * module's search returns for its default criteria (the benefits search
 * with the asked scopes), so only in the states the user may see there.
 */
export const naicsNodeSchema = z.object({
  code: z.string(),
  title: z.string(),
  level: z.number().int().min(2).max(6),
  parent: z.string().nullable(),
  companies: z.number().int(),
});
export type NaicsNode = z.infer<typeof naicsNodeSchema>;

/**
 * The whole NAICS tree as a flat list, parents before their children, and
 * `total`: every company that search returns, with or without an industry
 * code (the count the module's home shows for the same criteria).
 */
export const naicsTreeResponseSchema = z.object({
  nodes: z.array(naicsNodeSchema),
  total: z.number().int(),
});
export type NaicsTreeResponse = z.infer<typeof naicsTreeResponseSchema>;

/** GET /api/v1/lookups/places?q=: digits match ZIPs, text city names. */
export const placesQuerySchema = lookupQuerySchema;

/** A ZIP code or a city with its centre (a city's is its ZIPs' mean). */
export const placeSchema = z.object({
  kind: z.enum(['zip', 'city']),
  label: z.string(),
  zip: z.string().optional(),
  city: z.string(),
  state: z.string(),
  county_fips: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const placesResponseSchema = z.object({
  places: z.array(placeSchema),
});
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/**
 * A carrier or broker as search criteria name it (SPEC §3 `name` and
 * `name_normalized`): the grouping name, its most common spellings in the
 * filings, and how many companies in the user's states it has.
 */
export const namedPartySchema = z.object({
  name_normalized: z.string(),
  names: z.array(z.string()),
  companies: z.number().int(),
});
export type NamedParty = z.infer<typeof namedPartySchema>;

/** GET /api/v1/lookups/carriers?q=. */
export const carriersResponseSchema = z.object({
  carriers: z.array(namedPartySchema),
});
export type CarriersResponse = z.infer<typeof carriersResponseSchema>;

/** GET /api/v1/lookups/brokers?q=. */
export const brokersResponseSchema = z.object({
  brokers: z.array(namedPartySchema),
});
export type BrokersResponse = z.infer<typeof brokersResponseSchema>;
