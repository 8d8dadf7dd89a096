import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { useMapSelection } from '../hooks/use-map-selection';
import type { MapDetail, MapTarget } from '../utils/map-types';
import { MapCompanyPanel } from './map-company-panel';

interface MapSidePanelProps {
  selection: ReturnType<typeof useMapSelection>;
  detail: MapDetail;
  /** The open company's details, as the results show them. */
  renderDetail: (target: MapTarget) => ReactNode;
  /** Where the panel goes instead of beside the map (another column). */
  container?: HTMLElement | null | undefined;
}

/** The chosen company's details, or what the map knows while they load. */
export function MapSidePanel({
  selection,
  detail,
  renderDetail,
  container,
}: MapSidePanelProps) {
  const { pending } = selection;
  const panel = pending ? (
    <MapCompanyPanel
      company={pending.company}
      status={pending.status}
      onRetry={() => void selection.open(pending.company)}
      onClose={selection.closePending}
    />
  ) : (
    detail.target && renderDetail(detail.target)
  );
  return panel && container ? createPortal(panel, container) : panel;
}
