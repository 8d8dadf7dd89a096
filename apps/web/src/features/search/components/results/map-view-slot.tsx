import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Module } from '@edge/contracts';
import { loadWithReloadRetry } from '../../../../lib/lazy-retry';
import type { ResultsMapViewProps } from '../../../map/components/results-map-view';
import type { useDetailView } from '../../hooks/use-detail-view';
import type { AnyCriteria } from '../../utils/search-modules';
import { CompanyDetailPanel } from './company-detail-panel';
import type { AnyHit } from './detail-target';

// The map (features/map: shapes, clustering) is its own chunk, loaded only
// when a map is shown; a stale chunk after a deploy reloads the page once
// (SPEC §4).
const ResultsMapView = lazy(() =>
  loadWithReloadRetry(
    () => import('../../../map/components/results-map-view'),
  ).then((loaded) => ({ default: loaded.ResultsMapView })),
);

interface MapViewSlotProps {
  module: Module;
  criteria: AnyCriteria;
  pageHits: readonly AnyHit[];
  detail: ReturnType<typeof useDetailView>;
  /** A radius search's circle: drawn, and framed instead of the whole map. */
  focus?: ResultsMapViewProps['focus'];
  /** Where the company panel goes; beside the map when not given. */
  panelContainer?: HTMLElement | null;
}

function MapChunkLoading() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Map view"
      aria-busy="true"
      sx={{
        borderRadius: '12px',
        minHeight: 480,
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#e8eef5',
      }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
        <CircularProgress size={28} color="secondary" aria-hidden />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Loading the map…
        </Typography>
      </Box>
    </Paper>
  );
}

/**
 * The map view of the results (view=map, and Location Lookup's), loaded on
 * first use; the companies open in the results' detail view.
 */
export function MapViewSlot(props: MapViewSlotProps) {
  const { close } = props.detail;
  return (
    <Suspense fallback={<MapChunkLoading />}>
      <ResultsMapView
        {...props}
        renderDetail={(target) => (
          <CompanyDetailPanel target={target} onClose={close} />
        )}
      />
    </Suspense>
  );
}
