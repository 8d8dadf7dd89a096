import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Module } from '@edge/contracts';
import { mapCompaniesQueryOptions } from '../api/get-map-companies';
import type {
  MapCompany,
  MapCriteria,
  MapDetail,
  MapTarget,
} from '../utils/map-types';
import type { PendingStatus } from '../components/map-company-panel';

interface MapSelectionOptions {
  module: Module;
  criteria: MapCriteria;
  /** Companies already at hand (the table's current page, a spot's). */
  targets: readonly MapTarget[];
  detail: MapDetail;
}

type FocusTarget = HTMLElement | SVGElement;

/**
 * Opening a map company in the detail view: at once when its hit is at hand,
 * otherwise once it is fetched (a panel with what the map knows meanwhile).
 */
export function useMapSelection(options: MapSelectionOptions) {
  const { module, criteria, targets, detail } = options;
  const client = useQueryClient();
  const [pending, setPending] = useState<{
    company: MapCompany;
    status: PendingStatus;
  } | null>(null);
  const [fetched, setFetched] = useState<ReadonlyMap<string, MapTarget>>(
    () => new Map(),
  );
  const latest = useRef<string | null>(null);
  const returnFocus = useRef<FocusTarget | null>(null);

  const known = useMemo(() => {
    const byMuns = new Map(fetched);
    for (const target of targets) byMuns.set(target.hit.muns, target);
    return byMuns;
  }, [fetched, targets]);

  const { open: openDetail } = detail;
  const open = useCallback(
    // `element` gets the focus back; a retry keeps the one of the first try.
    async (company: MapCompany, element?: FocusTarget) => {
      latest.current = company.muns;
      if (element) returnFocus.current = element;
      const focusTo = returnFocus.current ?? document.body;
      const atHand = known.get(company.muns);
      if (atHand) {
        setPending(null);
        openDetail(atHand, focusTo);
        return;
      }
      setPending({ company, status: 'loading' });
      const options = mapCompaniesQueryOptions(module, criteria, [
        company.muns,
      ]);
      let status: PendingStatus = 'missing';
      let target: MapTarget | null = null;
      try {
        // None when the company no longer matches the search.
        target = (await client.fetchQuery(options))[0] ?? null;
      } catch {
        status = 'error';
      }
      // A later choice wins over this one.
      if (latest.current !== company.muns) return;
      if (!target) {
        setPending({ company, status });
        return;
      }
      const found = target;
      setFetched((last) => new Map(last).set(company.muns, found));
      setPending(null);
      openDetail(found, focusTo);
    },
    [known, module, criteria, client, openDetail],
  );

  const { close: closeDetail } = detail;
  // Closing the panel closes the detail view as a whole.
  const closePending = useCallback(() => {
    latest.current = null;
    setPending(null);
    closeDetail();
    const element = returnFocus.current;
    if (element?.isConnected) element.focus();
  }, [closeDetail]);

  const selectedMuns = pending?.company.muns ?? detail.target?.hit.muns ?? null;
  return { pending, open, closePending, known, selectedMuns };
}
