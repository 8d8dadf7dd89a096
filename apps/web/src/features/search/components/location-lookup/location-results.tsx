import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { PcCriteria, Radius } from '@edge/contracts';
import { useNearestCompanies } from '../../api/get-nearest-companies';
import { useDetailView } from '../../hooks/use-detail-view';
import { MapViewSlot } from '../results/map-view-slot';
import { NearestCompanies, type NearestStatus } from './nearest-companies';

interface LocationResultsProps {
  criteria: PcCriteria;
  radius: Radius;
}

function nearestStatus(
  state: ReturnType<typeof useNearestCompanies>,
  miles: number,
): NearestStatus {
  const { points, isCurrent, nearest } = state;
  const failed = points.isError ? points.error : nearest.error;
  if (failed && !points.isFetching && !nearest.isFetching) {
    const onRetry = () => {
      void points.refetch();
      if (nearest.isError) void nearest.refetch();
    };
    return { kind: 'error', message: failed.message, onRetry };
  }
  if (isCurrent && points.data?.points.length === 0) {
    return { kind: 'empty', miles };
  }
  if (!isCurrent || !nearest.data) return { kind: 'loading' };
  return { kind: 'ready', companies: nearest.data };
}

/** The companies around the place: nearest first, and all on the map. */
export function LocationResults({ criteria, radius }: LocationResultsProps) {
  const detail = useDetailView('map');
  // The company panel opens above the list, so the map keeps its width.
  const [panelSlot, setPanelSlot] = useState<HTMLElement | null>(null);
  const state = useNearestCompanies(criteria);
  const companies = state.nearest.data;
  // The listed companies open on the map without another call.
  const hits = useMemo(
    () => (companies ?? []).map((company) => company.hit),
    [companies],
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', lg: '360px minmax(0, 1fr)' },
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 3,
          minWidth: 0,
        }}
      >
        <Box ref={setPanelSlot} sx={{ '&:empty': { display: 'none' } }} />
        <NearestCompanies
          status={nearestStatus(state, radius.miles)}
          selectedMuns={detail.target?.hit.muns ?? null}
          onOpen={(hit, element) => detail.open({ module: 'pc', hit }, element)}
        />
      </Box>
      <MapViewSlot
        module="pc"
        criteria={criteria}
        pageHits={hits}
        detail={detail}
        focus={radius}
        panelContainer={panelSlot}
      />
    </Box>
  );
}
