import { useLayoutEffect, useState, type RefObject } from 'react';
import type { ScreenSize } from '../utils/map-viewport';

// Where layout is not measured (tests, a hidden tab), a usual map size.
const FALLBACK_SIZE: ScreenSize = { width: 800, height: 520 };

function measure(element: HTMLElement): ScreenSize {
  const { clientWidth: width, clientHeight: height } = element;
  return width > 0 && height > 0 ? { width, height } : FALLBACK_SIZE;
}

/** The inner size of an element, kept up to date. */
export function useElementSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<ScreenSize>(FALLBACK_SIZE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setSize((last) => {
        const next = measure(element);
        const isSame = last.width === next.width && last.height === next.height;
        return isSame ? last : next;
      });
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
