import { memo } from 'react';
import type { StateShape } from '../utils/us-shapes';

interface MapShapesProps {
  states: readonly StateShape[];
  counties: string | null;
  /** False over a tile layer: the tiles show the land, the lines stay. */
  isFilled: boolean;
}

const LAND = '#ffffff';
const STATE_LINE = '#9aa8bb';
const COUNTY_LINE = '#d5dde8';

/** States (and county borders when close), in plane units; drawn once. */
export const MapShapes = memo(function MapShapes({
  states,
  counties,
  isFilled,
}: MapShapesProps) {
  return (
    <>
      {isFilled &&
        states.map((state) => (
          <path key={state.fips} d={state.path} fill={LAND} />
        ))}
      {counties && (
        <path
          d={counties}
          fill="none"
          stroke={COUNTY_LINE}
          strokeWidth={0.75}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {states.map((state) => (
        <path
          key={state.fips}
          d={state.path}
          fill="none"
          stroke={STATE_LINE}
          strokeWidth={0.9}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        >
          <title>{state.name}</title>
        </path>
      ))}
    </>
  );
});
