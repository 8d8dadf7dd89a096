import type { KeyboardEvent, RefObject } from 'react';
import { BRAND } from '../../../config/theme';
import { formatAbbreviated, formatCount } from '@edge/contracts';
import type { MapMarker } from '../utils/cluster-index';
import { toScreen, type Viewport } from '../utils/map-viewport';

interface MapMarkersProps {
  markers: readonly MapMarker[];
  view: Viewport;
  labelOf: (index: number) => string;
  onActivate: (marker: MapMarker, element: SVGGElement) => void;
  /** True when the press was a drag of the map, not a click. */
  wasDrag: RefObject<boolean>;
}

/** Cluster size grows with the log of its count. */
export function clusterRadius(count: number): number {
  return Math.min(26, 10 + 4 * Math.log10(count));
}

const markerSx = {
  cursor: 'pointer',
  outline: 'none',
} as const;

function markerLabel(marker: MapMarker, labelOf: (index: number) => string) {
  if (marker.kind === 'point') return labelOf(marker.index);
  const count = formatCount(marker.count);
  return marker.isOneSpot
    ? `${count} companies at one spot; list them`
    : `${count} companies here; zoom in`;
}

/** The markers, in screen pixels so they keep their size at any zoom. */
export function MapMarkers(props: MapMarkersProps) {
  const { markers, view, labelOf, onActivate, wasDrag } = props;
  const handleKeyDown =
    (marker: MapMarker) => (event: KeyboardEvent<SVGGElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onActivate(marker, event.currentTarget);
    };
  return (
    <g>
      {markers.map((marker) => {
        const { left, top } = toScreen(view, marker.x, marker.y);
        const isCluster = marker.kind === 'cluster';
        const r = isCluster ? clusterRadius(marker.count) : 5.5;
        return (
          <g
            key={isCluster ? `c${marker.id}` : `p${marker.index}`}
            data-marker={marker.kind}
            role="button"
            tabIndex={0}
            aria-label={markerLabel(marker, labelOf)}
            transform={`translate(${left.toFixed(1)} ${top.toFixed(1)})`}
            style={markerSx}
            className="map-marker"
            onClick={(event) => {
              if (!wasDrag.current) onActivate(marker, event.currentTarget);
            }}
            onKeyDown={handleKeyDown(marker)}
          >
            <circle
              r={r}
              fill={isCluster ? BRAND.teal : BRAND.navyLight}
              fillOpacity={isCluster ? 0.88 : 1}
              stroke="#fff"
              strokeWidth={isCluster ? 2.5 : 1.5}
            />
            {isCluster && (
              <text
                textAnchor="middle"
                dy="0.35em"
                fill="#fff"
                fontSize={r > 20 ? 12 : 11}
                fontWeight={700}
                pointerEvents="none"
              >
                {formatAbbreviated(marker.count)}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}
