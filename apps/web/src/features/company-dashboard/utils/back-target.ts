import type { Module } from '@edge/contracts';
import { paths } from '../../../config/paths';

export interface BackTarget {
  to: string;
  label: string;
}

function returnToOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('returnTo' in state)) {
    return null;
  }
  const { returnTo } = state;
  // Only a screen of this app, never another site.
  return typeof returnTo === 'string' && /^\/edge\/[^/]/.test(returnTo)
    ? returnTo
    : null;
}

/**
 * Where Back goes: the search or broker page the user came from (the link
 * put it in the history state), else the module's results.
 */
export function getBackTarget(state: unknown, module: Module): BackTarget {
  const to = returnToOf(state) ?? paths.results(module);
  if (to.startsWith('/edge/results/')) return { to, label: 'Back to results' };
  if (to.startsWith('/edge/eb/broker/')) return { to, label: 'Back to broker' };
  return { to, label: 'Back' };
}
