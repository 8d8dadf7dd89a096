import { memo, type ComponentType } from 'react';

/**
 * A filter section that re-renders only when its own part of the criteria
 * (top-level keys) or another prop changes, so typing in one section does
 * not re-render the others. Patches keep untouched groups by reference.
 */
export function memoSection<P extends { criteria: object }>(
  component: ComponentType<P>,
  keys: readonly string[],
) {
  return memo(component, (prev, next) =>
    (Object.keys(next) as (keyof P)[]).every((prop) => {
      if (prop !== 'criteria') return prev[prop] === next[prop];
      const a = prev.criteria as Record<string, unknown>;
      const b = next.criteria as Record<string, unknown>;
      return keys.every((key) => a[key] === b[key]);
    }),
  );
}
