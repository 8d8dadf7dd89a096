import { z } from 'zod';

const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A base map of raster tiles: an XYZ template such as
 * https://tile.example/{z}/{x}/{y}.png (Web Mercator, 256-pixel tiles).
 */
export const mapTileUrlSchema = z
  .string()
  .trim()
  .refine(isWebAddress, 'must be an http or https address')
  .refine(
    (value) => TILE_PLACEHOLDERS.every((part) => value.includes(part)),
    'must contain {z}, {x} and {y}',
  );

/** GET /api/v1/site/map: the base map under the clusters, if configured. */
export const mapSettingsSchema = z.object({
  tileUrl: mapTileUrlSchema.nullable(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
