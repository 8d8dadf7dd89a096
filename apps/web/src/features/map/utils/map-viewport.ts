import { scaleOfZoom } from './cluster-index';
import type { PlaneBounds } from './plane-points';
import { PLANE_HEIGHT, PLANE_WIDTH } from './us-projection';

/** Where the plane sits on screen: screen = plane × scale + (x, y). */
export interface Viewport {
  scale: number;
  x: number;
  y: number;
}

export interface ScreenSize {
  width: number;
  height: number;
}

const FIT_PADDING_PX = 16;
/** The closest view, a few streets across; it still clusters one spot. */
export const MAX_SCALE = scaleOfZoom(12.4);

/** The whole map, centered (the 'reset view'). */
export function fitViewport(size: ScreenSize): Viewport {
  const scale = Math.max(
    0.05,
    Math.min(
      (size.width - 2 * FIT_PADDING_PX) / PLANE_WIDTH,
      (size.height - 2 * FIT_PADDING_PX) / PLANE_HEIGHT,
    ),
  );
  return {
    scale,
    x: (size.width - PLANE_WIDTH * scale) / 2,
    y: (size.height - PLANE_HEIGHT * scale) / 2,
  };
}

// The middle of the screen always stays over the plane.
function keepOnPlane(view: Viewport, size: ScreenSize): Viewport {
  const clamp = (value: number, low: number, high: number) =>
    Math.min(high, Math.max(low, value));
  return {
    scale: view.scale,
    x: clamp(view.x, size.width / 2 - PLANE_WIDTH * view.scale, size.width / 2),
    y: clamp(
      view.y,
      size.height / 2 - PLANE_HEIGHT * view.scale,
      size.height / 2,
    ),
  };
}

function clampScale(scale: number, size: ScreenSize): number {
  return Math.min(MAX_SCALE, Math.max(fitViewport(size).scale, scale));
}

/** Zoom by `factor`, keeping the plane point under `at` (screen) in place. */
export function zoomAround(
  view: Viewport,
  factor: number,
  at: [number, number],
  size: ScreenSize,
): Viewport {
  const scale = clampScale(view.scale * factor, size);
  const ratio = scale / view.scale;
  return keepOnPlane(
    {
      scale,
      x: at[0] - (at[0] - view.x) * ratio,
      y: at[1] - (at[1] - view.y) * ratio,
    },
    size,
  );
}

export function panBy(
  view: Viewport,
  dx: number,
  dy: number,
  size: ScreenSize,
): Viewport {
  return keepOnPlane({ ...view, x: view.x + dx, y: view.y + dy }, size);
}

/** Center the plane point `at` on screen at `scale`. */
export function centerOn(
  at: [number, number],
  scale: number,
  size: ScreenSize,
): Viewport {
  const clamped = clampScale(scale, size);
  return keepOnPlane(
    {
      scale: clamped,
      x: size.width / 2 - at[0] * clamped,
      y: size.height / 2 - at[1] * clamped,
    },
    size,
  );
}

/** The part of the plane on screen. */
export function visibleBounds(view: Viewport, size: ScreenSize): PlaneBounds {
  return {
    x0: -view.x / view.scale,
    y0: -view.y / view.scale,
    x1: (size.width - view.x) / view.scale,
    y1: (size.height - view.y) / view.scale,
  };
}

export function toScreen(view: Viewport, x: number, y: number) {
  return { left: x * view.scale + view.x, top: y * view.scale + view.y };
}

export function isZoomedOut(view: Viewport, size: ScreenSize): boolean {
  return view.scale <= fitViewport(size).scale * 1.0001;
}
