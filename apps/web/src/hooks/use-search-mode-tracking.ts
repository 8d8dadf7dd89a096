import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { enterMode, searchModeOf } from '../lib/search-preference';

/**
 * SPEC §4: switching module to EB, EB broker search or PC resets the user
 * preference. Watches the address for the mode on screen.
 */
export function useSearchModeTracking(): void {
  const { pathname, search } = useLocation();
  const mode = searchModeOf(pathname, search);
  useEffect(() => {
    if (mode) enterMode(mode);
  }, [mode]);
}
