import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A Support Center page opens at its top, or at the section its address
 * names (#id): the router does not scroll by itself.
 */
export function useHashScroll() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    // Called only where they exist: jsdom, the tests' browser, has neither.
    if (target) target.scrollIntoView?.();
    else document.scrollingElement?.scrollTo?.(0, 0);
  }, [pathname, hash]);
}
