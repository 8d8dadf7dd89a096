import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Module } from '@edge/contracts';
import { clusterSplitScale, type MapMarker } from '../utils/cluster-index';
import { MAP_HEIGHT, MapCanvas } from './map-canvas';
import { MapControls } from './map-controls';
import {
  circleBounds,
  useFocusCircle,
  type MapFocus,
} from '../utils/map-focus';
import { MapHeader } from './map-header';
import { MapSidePanel } from './map-side-panel';
import { MapEmpty, MapError, MapLoading, MapUpdating } from './map-overlays';
import { MapSummaryList } from './map-summary-list';
import { isZoomedOut, MAX_SCALE } from '../utils/map-viewport';
import { MapSpotList, type MapSpot } from './map-spot-list';
import { companyAt, planeBounds } from '../utils/plane-points';
import { useMapLabels } from '../hooks/use-map-labels';
import { useMapLayers } from '../hooks/use-map-layers';
import { useMapMarkers, usePlanePoints } from '../hooks/use-map-markers';
import { useMapSelection } from '../hooks/use-map-selection';
import { useMapSpot } from '../hooks/use-map-spot';
import { useBaseMap } from '../api/get-map-settings';
import { useMapPoints } from '../api/get-map-points';
import { useMapViewport } from '../hooks/use-map-viewport';
import { useViewportNames } from '../hooks/use-viewport-names';
import type {
  MapCriteria,
  MapDetail,
  MapHit,
  MapTarget,
} from '../utils/map-types';

export interface ResultsMapViewProps {
  module: Module;
  criteria: MapCriteria;
  /** The table's current page: its hits open without another call. */
  pageHits: readonly MapHit[];
  /** The results' detail view, which the map opens its companies in. */
  detail: MapDetail;
  /** The open company's details, as the results show them. */
  renderDetail: (target: MapTarget) => ReactNode;
  /** A radius search's circle: drawn, and framed instead of the whole map. */
  focus?: MapFocus | null;
  /** Where the company panel goes; beside the map when not given. */
  panelContainer?: HTMLElement | null;
}

/** The map view of the results (SPEC §2), with its summary list. */
export function ResultsMapView(props: ResultsMapViewProps) {
  const { module, criteria, detail } = props;
  const query = useMapPoints(module, criteria);
  const answer = query.data;
  const baseMap = useBaseMap();
  const { frame } = baseMap;
  const area = useFocusCircle(props.focus, frame);
  const points = usePlanePoints(answer, frame);
  // A searched circle is framed; otherwise the results, wherever they are.
  const home = useMemo(
    () => (area ? circleBounds(area) : planeBounds(points)),
    [area, points],
  );
  const viewport = useMapViewport(home);
  const { view, size } = viewport;
  const layers = useMapLayers(view.scale, frame);
  const [isListOpen, setIsListOpen] = useState(false);
  const { index, markers, inView } = useMapMarkers(
    points,
    view,
    size,
    isListOpen,
  );
  const names = useViewportNames(module, criteria, inView.box, isListOpen);
  const spot = useMapSpot(module, criteria, points, index);
  const targets = useMemo(
    () => [
      ...props.pageHits.map((hit) => ({ module, hit }) as MapTarget),
      ...spot.hits,
    ],
    [props.pageHits, spot.hits, module],
  );
  const selection = useMapSelection({ module, criteria, targets, detail });
  const { known, open } = selection;

  const { labelOf, itemAt } = useMapLabels(points, known, names);
  const items = inView.indexes.map(itemAt);

  const spotList: MapSpot | null = spot.opened && {
    anchor: spot.opened.anchor,
    count: spot.opened.count,
    companies: spot.members.map((i) => ({
      muns: points.muns[i]!,
      name: labelOf(i),
    })),
  };

  const handleActivate = (marker: MapMarker, element: SVGGElement) => {
    if (marker.kind === 'point') {
      void open(companyAt(points, marker.index), element);
      return;
    }
    // Companies sharing one spot never split: list them instead.
    if (marker.isOneSpot) {
      spot.open(marker.id, marker.count, element);
      return;
    }
    const splitScale = clusterSplitScale(index, marker.id) ?? MAX_SCALE;
    viewport.focusOn(
      [marker.x, marker.y],
      Math.max(splitScale, view.scale * 2),
    );
    // The cluster is gone from the new view: keep the keys on the map.
    viewport.containerRef.current?.focus({ preventScroll: true });
  };

  const selectedIndex =
    selection.selectedMuns === null
      ? undefined
      : points.indexOf.get(selection.selectedMuns);
  const highlight =
    selectedIndex === undefined
      ? null
      : { x: points.x[selectedIndex]!, y: points.y[selectedIndex]! };
  const isPanelBeside =
    !props.panelContainer &&
    (selection.pending !== null || detail.target !== null);
  const isFailed = query.isError && !query.isFetching;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr',
          lg: isPanelBeside ? 'minmax(0, 1fr) 360px' : '1fr',
        },
      }}
    >
      <Paper
        variant="outlined"
        component="section"
        aria-label="Map view"
        sx={{ borderRadius: '12px', overflow: 'clip', minWidth: 0 }}
      >
        <MapHeader
          answer={isFailed ? undefined : answer}
          outside={points.outside}
          isListOpen={isListOpen}
          onToggleList={() => setIsListOpen((was) => !was)}
        />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              md: isListOpen ? 'minmax(0, 1fr) 300px' : '1fr',
            },
          }}
        >
          <MapCanvas
            viewport={viewport}
            states={layers.states}
            counties={layers.counties}
            tileUrl={baseMap.tileUrl}
            markers={markers}
            highlight={highlight}
            area={area}
            labelOf={labelOf}
            onActivate={handleActivate}
          >
            <MapControls
              onZoomIn={viewport.zoomIn}
              onZoomOut={viewport.zoomOut}
              onReset={viewport.reset}
              canZoomIn={view.scale < MAX_SCALE}
              canZoomOut={!isZoomedOut(view, size)}
            />
            {isFailed ? (
              <MapError
                message={query.error.message}
                onRetry={() => void query.refetch()}
              />
            ) : !answer ? (
              <MapLoading />
            ) : answer.points.length === 0 && answer.total > 0 ? (
              // With no match at all, the screen around says so.
              <MapEmpty />
            ) : null}
            {answer && query.isFetching && <MapUpdating />}
          </MapCanvas>
          {isListOpen && (
            <Box
              sx={{ height: { md: MAP_HEIGHT }, display: 'grid', minWidth: 0 }}
            >
              <MapSummaryList
                items={items}
                count={inView.count}
                selectedMuns={selection.selectedMuns}
                onOpen={(i, element) =>
                  void open(companyAt(points, i), element)
                }
              />
            </Box>
          )}
        </Box>
      </Paper>
      <MapSpotList module={module} spot={spotList} onClose={spot.close} />
      <MapSidePanel
        selection={selection}
        detail={detail}
        renderDetail={props.renderDetail}
        container={props.panelContainer}
      />
    </Box>
  );
}
