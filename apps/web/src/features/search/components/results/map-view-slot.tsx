import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Module } from '@edge/contracts';
import { loadWithReloadRetry } from '../../../../lib/lazy-retry';
import type { useDetailView } from '../../hooks/use-detail-view';
import type { AnyCriteria } from '../../utils/search-modules';
import type { AnyHit } from './detail-target';

// The map (shapes, clustering) is its own chunk, loaded only for view=map;
// a stale chunk after a deploy reloads the page once (SPEC §4).
const ResultsMapView = lazy(() =>
  loadWithReloadRetry(() => import('../map/results-map-view')).then(
    (loaded) => ({ default: loaded.ResultsMapView }),
  ),
);

interface MapViewSlotProps {
  module: Module;
  criteria: AnyCriteria;
  pageHits: readonly AnyHit[];
  detail: ReturnType<typeof useDetailView>;
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

/** The map view of the results (view=map), loaded on first use. */
export function MapViewSlot(props: MapViewSlotProps) {
  return (
    <Suspense fallback={<MapChunkLoading />}>
      <ResultsMapView {...props} />
    </Suspense>
  );
}
