import { useEffect, useRef } from 'react';

/**
 * A detail view beside the results: its heading takes the focus whenever
 * another company opens, and Escape closes it from anywhere on the screen.
 */
export function useDetailPanel(muns: string, onClose: () => void) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [muns]);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onClose]);
  return headingRef;
}
