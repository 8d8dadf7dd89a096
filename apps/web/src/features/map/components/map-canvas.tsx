import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { VISUALLY_HIDDEN } from '../../../components/ui/visually-hidden';
import { BRAND } from '../../../config/theme';
import type { MapMarker } from '../utils/cluster-index';
import type { PlaneCircle } from '../utils/map-focus';
import { MapMarkers } from './map-markers';
import { MapShapes } from './map-shapes';
import { MapTileLayer } from './map-tile-layer';
import { toScreen } from '../utils/map-viewport';
import type { StateShape } from '../utils/us-shapes';
import type { MapViewportControls } from '../hooks/use-map-viewport';

interface MapCanvasProps {
  viewport: MapViewportControls;
  states: readonly StateShape[];
  counties: string | null;
  /** Raster tiles under the shapes (a Web Mercator frame), if configured. */
  tileUrl: string | null;
  markers: readonly MapMarker[];
  /** The chosen company's place on the plane, ringed. */
  highlight: { x: number; y: number } | null;
  /** A searched circle (a radius around a place), drawn under the markers. */
  area?: PlaneCircle | null;
  labelOf: (index: number) => string;
  onActivate: (marker: MapMarker, element: SVGGElement) => void;
  children?: ReactNode;
}

/** The map's height; the summary list beside it matches it. */
export const MAP_HEIGHT = 'clamp(440px, 62vh, 720px)';

const WATER = '#e8eef5';
const HIGHLIGHT = '#f59e0b';

/** The drawn map: pan and zoom by mouse, wheel and keys. */
export function MapCanvas(props: MapCanvasProps) {
  const { viewport, highlight } = props;
  const { view, size, handlers } = viewport;
  const helpId = useId();
  const ring = highlight && toScreen(view, highlight.x, highlight.y);
  const { area } = props;
  const centre = area && toScreen(view, area.x, area.y);
  const { onKeyDown, ...pointerHandlers } = handlers;
  return (
    <Box
      ref={viewport.containerRef}
      role="application"
      aria-roledescription="map"
      aria-label="Map of the matching companies"
      aria-describedby={helpId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        height: { xs: 420, md: MAP_HEIGHT },
        // 'clip', not 'hidden': a focused marker at the edge must not scroll
        // the map's box (the plane moves only through the viewport).
        overflow: 'clip',
        bgcolor: WATER,
        cursor: viewport.isDragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        userSelect: 'none',
        '&:focus-visible': {
          outline: '2px solid',
          outlineColor: 'secondary.main',
          outlineOffset: -2,
        },
        '& .map-marker:focus-visible circle': {
          stroke: HIGHLIGHT,
          strokeWidth: 3.5,
        },
        '& .map-marker:hover circle': { fillOpacity: 1 },
      }}
    >
      <Box component="span" id={helpId} sx={VISUALLY_HIDDEN}>
        Drag or use the arrow keys to move the map; the mouse wheel, + and -
        zoom; 0 resets the view. Tab reaches the markers; Enter opens one.
      </Box>
      <svg
        width={size.width}
        height={size.height}
        // Out of the flow: the box's width comes from the page, never from
        // the drawing (sized from the box), or a phone's map would overflow.
        style={{ display: 'block', position: 'absolute', inset: 0 }}
        {...pointerHandlers}
      >
        <g
          transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}
          aria-hidden="true"
        >
          {props.tileUrl && (
            <MapTileLayer template={props.tileUrl} view={view} size={size} />
          )}
          <MapShapes
            states={props.states}
            counties={props.counties}
            isFilled={!props.tileUrl}
          />
          {area && (
            <circle
              cx={area.x}
              cy={area.y}
              r={area.r}
              fill={BRAND.navyLight}
              fillOpacity={0.07}
              stroke={BRAND.navyLight}
              strokeWidth={1.5}
              vectorEffect="non-scaling-stroke"
              data-testid="map-area"
            />
          )}
        </g>
        {centre && (
          <g
            transform={`translate(${centre.left} ${centre.top})`}
            pointerEvents="none"
            aria-hidden="true"
          >
            <circle r={7} fill="#fff" stroke={BRAND.navy} strokeWidth={2.5} />
            <circle r={2.5} fill={BRAND.navy} />
          </g>
        )}
        <MapMarkers
          markers={props.markers}
          view={view}
          labelOf={props.labelOf}
          onActivate={props.onActivate}
          wasDrag={viewport.wasDrag}
        />
        {ring && (
          // The chosen company on top, even inside a cluster.
          <g
            transform={`translate(${ring.left} ${ring.top})`}
            pointerEvents="none"
            data-testid="map-highlight"
          >
            <circle r={9} fill="#fff" stroke={HIGHLIGHT} strokeWidth={3} />
            <circle r={4} fill={HIGHLIGHT} />
          </g>
        )}
      </svg>
      {props.children}
    </Box>
  );
}
