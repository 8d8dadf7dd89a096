import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const KEY = 'edge.resultsScroll';
const KEPT = 20;

function positions(): [string, number][] {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as [string, number][]) : [];
  } catch {
    return [];
  }
}

function remember(entry: string, y: number) {
  const rest = positions().filter(([key]) => key !== entry);
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify([...rest.slice(-(KEPT - 1)), [entry, y]]),
    );
  } catch {
    // Storage full or blocked: Back opens the results at the top.
  }
}

/**
 * Back to the results (Back, or the dashboard's 'Back to results' link,
 * which opens the same address anew) opens them where the user left them:
 * the position is kept per results address and restored once the hits are
 * on screen.
 */
export function useRestoredScroll(isReady: boolean) {
  const { pathname, search } = useLocation();
  const entry = `${pathname}${search}`;
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!isReady || restoredFor.current === entry) return;
    restoredFor.current = entry;
    const y = positions().find(([key]) => key === entry)?.[1];
    if (y) window.scrollTo(0, y);
  }, [isReady, entry]);
  useEffect(() => {
    const save = () => remember(entry, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [entry]);
}
