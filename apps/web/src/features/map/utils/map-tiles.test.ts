import { describe, expect, it } from 'vitest';
import { scaleOfZoom } from './cluster-index';
import { tilesInView, tileUrl, tileZoom } from './map-tiles';
import { visibleBounds, centerOn } from './map-viewport';
import { MERCATOR_FRAME, projectPoint } from './us-projection';

const TEMPLATE = 'https://tile.example/{z}/{x}/{y}.png';
const SIZE = { width: 800, height: 520 };

// The slippy-map tile of a place (the OpenStreetMap convention).
function slippyTile(lon: number, lat: number, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(
      ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n,
    ),
  };
}

describe('map tiles', () => {
  it('should fill a template in', () => {
    expect(tileUrl(TEMPLATE, 7, 29, 52)).toBe(
      'https://tile.example/7/29/52.png',
    );
  });

  it('should draw each place on the tile the tile server draws it on', () => {
    const places: [number, number][] = [
      [-97.74, 30.27], // Austin
      [-74.0, 40.71], // New York
      [-149.9, 61.22], // Anchorage
      [-157.86, 21.31], // Honolulu
    ];
    for (const [lon, lat] of places) {
      const [x, y] = projectPoint(lon, lat, MERCATOR_FRAME)!;
      for (const zoom of [4, 9, 12]) {
        const view = centerOn([x, y], scaleOfZoom(zoom), SIZE);
        const tiles = tilesInView(
          TEMPLATE,
          visibleBounds(view, SIZE),
          view.scale,
        );
        const z = tileZoom(view.scale);
        const { x: tx, y: ty } = slippyTile(lon, lat, z);
        const tile = tiles.find((t) => t.key === `${z}/${tx}/${ty}`);
        expect(tile, `${lon},${lat} at ${z}`).toBeDefined();
        expect(tile!.url).toBe(`https://tile.example/${z}/${tx}/${ty}.png`);
        expect(x).toBeGreaterThanOrEqual(tile!.x);
        expect(x).toBeLessThan(tile!.x + tile!.size);
        expect(y).toBeGreaterThanOrEqual(tile!.y);
        expect(y).toBeLessThan(tile!.y + tile!.size);
        // Tiles are shown near their own size, and no more than a screen needs.
        const px = tile!.size * view.scale;
        expect(px).toBeGreaterThan(256 / Math.SQRT2 - 1);
        expect(px).toBeLessThan(256 * Math.SQRT2 + 1);
        expect(tiles.length).toBeLessThanOrEqual(
          (Math.ceil(SIZE.width / px) + 1) * (Math.ceil(SIZE.height / px) + 1),
        );
      }
    }
  });
});
