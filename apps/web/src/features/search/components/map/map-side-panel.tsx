import { createPortal } from 'react-dom';
import type { useDetailView } from '../../hooks/use-detail-view';
import { CompanyDetailPanel } from '../results/company-detail-panel';
import { MapCompanyPanel } from './map-company-panel';
import type { useMapSelection } from './use-map-selection';

interface MapSidePanelProps {
  selection: ReturnType<typeof useMapSelection>;
  detail: ReturnType<typeof useDetailView>;
  /** Where the panel goes instead of beside the map (another column). */
  container?: HTMLElement | null | undefined;
}

/** The chosen company's details, or what the map knows while they load. */
export function MapSidePanel({
  selection,
  detail,
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
    detail.target && (
      <CompanyDetailPanel target={detail.target} onClose={detail.close} />
    )
  );
  return panel && container ? createPortal(panel, container) : panel;
}
