import type { ComponentType } from 'react';
import { loadWithReloadRetry } from '../lib/lazy-retry';

/**
 * A route `lazy` loader for a named screen export; a failed chunk reloads the
 * page (SPEC §4) before the error boundary gets it.
 */
export function lazyScreen<M, K extends keyof M>(
  importer: () => Promise<M>,
  name: K,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await loadWithReloadRetry(importer);
    return { Component: module[name] as ComponentType };
  };
}
