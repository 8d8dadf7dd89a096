import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { homeViewport } from '../utils/map-focus';
import {
  centerOn,
  panBy,
  zoomAround,
  type ScreenSize,
  type Viewport,
} from '../utils/map-viewport';
import type { PlaneBounds } from '../utils/plane-points';
import { useElementSize } from './use-element-size';

const KEY_PAN_PX = 80;
const DRAG_THRESHOLD_PX = 4;
const BUTTON_ZOOM = 2;

function wheelFactor(event: WheelEvent): number {
  // Lines and pages are rough pixels; a notch of a mouse wheel is about 1.25×.
  const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
  return Math.exp((-event.deltaY * unit) / 450);
}

/**
 * Pan and zoom of the map: drag, wheel, double-click, keys and buttons.
 * `home` is framed at the start and on Reset (else the whole map).
 */
export function useMapViewport(home: PlaneBounds | null = null) {
  const containerRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(containerRef);
  // null until the user moves the map: it then follows the container's size.
  const [moved, setMoved] = useState<Viewport | null>(null);
  // A wider or narrower map (the list opens) keeps the same middle.
  const [sizeOfMoved, setSizeOfMoved] = useState(size);
  if (size !== sizeOfMoved) {
    setSizeOfMoved(size);
    if (moved) {
      const dx = (size.width - sizeOfMoved.width) / 2;
      const dy = (size.height - sizeOfMoved.height) / 2;
      setMoved(panBy(moved, dx, dy, size));
    }
  }
  // Another home (a new place, other results) starts from it again.
  const homeKey = home ? `${home.x0} ${home.y0} ${home.x1} ${home.y1}` : '';
  const [keyOfMoved, setKeyOfMoved] = useState(homeKey);
  if (homeKey !== keyOfMoved) {
    setKeyOfMoved(homeKey);
    setMoved(null);
  }
  const view = moved ?? homeViewport(home, size);
  const latest = useRef({ size, home });
  latest.current = { size, home };
  const [isDragging, setIsDragging] = useState(false);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  // Whether the last press became a drag (so it is not a click on a marker).
  const wasDrag = useRef(false);

  const update = useCallback(
    (change: (view: Viewport, size: ScreenSize) => Viewport) =>
      setMoved((last) => {
        const { size: now, home: start } = latest.current;
        return change(last ?? homeViewport(start, now), now);
      }),
    [],
  );
  const center = (): [number, number] => [
    latest.current.size.width / 2,
    latest.current.size.height / 2,
  ];
  const zoomIn = () =>
    update((v, s) => zoomAround(v, BUTTON_ZOOM, center(), s));
  const zoomOut = () =>
    update((v, s) => zoomAround(v, 1 / BUTTON_ZOOM, center(), s));
  const reset = () => setMoved(null);
  const focusOn = (at: [number, number], scale: number) =>
    update((_, s) => centerOn(at, scale, s));

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    // Not a React handler: those are passive, and the page must not scroll.
    const handleWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const at: [number, number] = [
        event.clientX - rect.left,
        event.clientY - rect.top,
      ];
      update((v, s) => zoomAround(v, wheelFactor(event), at, s));
    };
    element.addEventListener('wheel', handleWheel, { passive: false });
    return () => element.removeEventListener('wheel', handleWheel);
  }, [update]);

  const handlePointerDown = (event: PointerEvent<Element>) => {
    if (event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    wasDrag.current = false;
  };
  const handlePointerMove = (event: PointerEvent<Element>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!wasDrag.current) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      // Captured only once it is a drag, so a plain click reaches a marker.
      wasDrag.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setIsDragging(true);
    }
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    update((v, s) => panBy(v, dx, dy, s));
  };
  const handlePointerUp = () => {
    drag.current = null;
    setIsDragging(false);
  };
  const handleDoubleClick = (event: MouseEvent<Element>) => {
    if ((event.target as Element).closest('[data-marker]')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const at: [number, number] = [
      event.clientX - rect.left,
      event.clientY - rect.top,
    ];
    const factor = event.shiftKey ? 1 / BUTTON_ZOOM : BUTTON_ZOOM;
    update((v, s) => zoomAround(v, factor, at, s));
  };
  const handleKeyDown = (event: KeyboardEvent<Element>) => {
    const step = event.shiftKey ? KEY_PAN_PX * 3 : KEY_PAN_PX;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const pan = pans[event.key];
    if (pan) update((v, s) => panBy(v, pan[0], pan[1], s));
    else if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-' || event.key === '_') zoomOut();
    else if (event.key === '0') reset();
    else return;
    event.preventDefault();
  };

  return {
    containerRef,
    size,
    view,
    isDragging,
    wasDrag,
    zoomIn,
    zoomOut,
    reset,
    focusOn,
    handlers: {
      onPointerDown: handlePointerDown,
      onPointerMove: handlePointerMove,
      onPointerUp: handlePointerUp,
      onPointerCancel: handlePointerUp,
      onDoubleClick: handleDoubleClick,
      onKeyDown: handleKeyDown,
    },
  };
}

export type MapViewportControls = ReturnType<typeof useMapViewport>;
