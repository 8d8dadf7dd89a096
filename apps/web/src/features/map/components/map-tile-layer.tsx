import {
  visibleBounds,
  type ScreenSize,
  type Viewport,
} from '../utils/map-viewport';
import { tilesInView } from '../utils/map-tiles';

interface MapTileLayerProps {
  template: string;
  view: Viewport;
  size: ScreenSize;
}

/** The configured raster tiles, in plane units under the shapes. */
export function MapTileLayer({ template, view, size }: MapTileLayerProps) {
  const tiles = tilesInView(template, visibleBounds(view, size), view.scale);
  return (
    <g data-testid="map-tiles">
      {tiles.map((tile) => (
        <image
          key={tile.key}
          data-testid="map-tile"
          href={tile.url}
          x={tile.x}
          y={tile.y}
          // A hair wider, so no seam shows between tiles.
          width={tile.size * 1.002}
          height={tile.size * 1.002}
          preserveAspectRatio="none"
        />
      ))}
    </g>
  );
}
