import { useEffect, useRef } from 'react';

// TanStack Query only listens to visibilitychange; a window coming back to the
// foreground (alt-tab, another browser window) fires 'focus' instead.
export function useWindowFocus(onFocus: () => void): void {
  const callback = useRef(onFocus);
  useEffect(() => {
    callback.current = onFocus;
  }, [onFocus]);
  useEffect(() => {
    const handleFocus = () => callback.current();
    window.addEventListener('focus', handleFocus);
    return () => window.removeEventListener('focus', handleFocus);
  }, []);
}
