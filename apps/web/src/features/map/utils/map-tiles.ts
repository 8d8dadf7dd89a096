import type { PlaneBounds } from './plane-points';
import { MERCATOR_TOP, MERCATOR_WORLD } from './us-projection';

const TILE_PX = 256;
/** The deepest level most tile servers have. */
const MAX_TILE_ZOOM = 19;
/** More tiles than any screen needs at their own size: a guard. */
const MAX_TILES = 120;

/** One raster tile placed on the drawing plane (Web Mercator frame). */
export interface PlacedTile {
  key: string;
  url: string;
  x: number;
  y: number;
  size: number;
}

/** The tile level whose tiles are closest to 256 pixels at `scale`. */
export function tileZoom(scale: number): number {
  const zoom = Math.round(Math.log2((MERCATOR_WORLD * scale) / TILE_PX));
  return Math.min(MAX_TILE_ZOOM, Math.max(0, zoom));
}

/** The tile template filled in for one tile. */
export function tileUrl(template: string, z: number, x: number, y: number) {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y));
}

/** The tiles covering `bounds` (a part of the plane) at `scale`. */
export function tilesInView(
  template: string,
  bounds: PlaneBounds,
  scale: number,
): PlacedTile[] {
  const z = tileZoom(scale);
  const count = 2 ** z;
  const size = MERCATOR_WORLD / count;
  // The plane's origin sits MERCATOR_TOP below the top of the world.
  const range = (low: number, high: number) => [
    Math.max(0, Math.floor(low / size)),
    Math.min(count - 1, Math.floor(high / size)),
  ];
  const [x0, x1] = range(bounds.x0, bounds.x1);
  const [y0, y1] = range(bounds.y0 + MERCATOR_TOP, bounds.y1 + MERCATOR_TOP);
  const tiles: PlacedTile[] = [];
  for (let y = y0!; y <= y1!; y++) {
    for (let x = x0!; x <= x1!; x++) {
      if (tiles.length === MAX_TILES) return tiles;
      tiles.push({
        key: `${z}/${x}/${y}`,
        url: tileUrl(template, z, x, y),
        x: x * size,
        y: y * size - MERCATOR_TOP,
        size,
      });
    }
  }
  return tiles;
}
