import { useCallback, useRef, useState } from 'react';
import { rememberSelectedCompany } from '../../../lib/selected-company';
import type { DetailTarget } from '../components/results/detail-target';
import type { ResultsView } from '../utils/search-modules';

/**
 * The open detail view (SPEC §2): open on a row, closed by Escape or the
 * close button, and closed whenever the results view changes.
 */
export function useDetailView(view: ResultsView) {
  const [target, setTarget] = useState<DetailTarget | null>(null);
  const [viewOfTarget, setViewOfTarget] = useState(view);
  const returnFocus = useRef<HTMLElement | SVGElement | null>(null);
  if (view !== viewOfTarget) {
    setViewOfTarget(view);
    setTarget(null);
  }
  // `row`: the table row, or the map marker or list item, to focus again.
  const open = useCallback(
    (next: DetailTarget, row: HTMLElement | SVGElement) => {
      returnFocus.current = row;
      setTarget(next);
      // The dashboard without a company id opens this one (SPEC §2).
      rememberSelectedCompany(next.module, next.hit.muns);
    },
    [],
  );
  const close = useCallback(() => {
    setTarget(null);
    // Back to the row the details came from, if it is still on screen.
    const row = returnFocus.current;
    if (row?.isConnected) row.focus();
  }, []);
  return { target, open, close };
}
