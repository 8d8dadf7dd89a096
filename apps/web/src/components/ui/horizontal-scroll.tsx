import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';

const edgeSx = {
  position: 'absolute',
  top: 0,
  bottom: 0,
  right: 0,
  width: 24,
  pointerEvents: 'none',
  background: 'linear-gradient(to left, rgba(15,23,42,0.14), rgba(15,23,42,0))',
  transition: 'opacity 150ms',
} as const;

/**
 * A wide table's frame: scrolls sideways, and shades its right edge while
 * columns lie beyond it, so a cut column reads as 'more this way'.
 */
export function HorizontalScroll({
  label,
  children,
}: {
  /** Names the scrolling region, which keyboard users can focus and scroll. */
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hasMore, setHasMore] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setHasMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    // Without ResizeObserver (older browsers, jsdom) scrolling still updates it.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={ref}
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={measure}
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: 'none' } }}
      >
        {children}
      </Box>
      <Box
        aria-hidden
        data-testid="more-columns"
        sx={{ ...edgeSx, opacity: hasMore ? 1 : 0 }}
      />
    </Box>
  );
}
