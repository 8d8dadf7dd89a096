import type { ReactNode } from 'react';

/** What a module home lends to the parts a screen adds to it. */
export interface SearchHomeContext<C> {
  criteria: C;
  /** Writes the criteria on screen into the address (a reload keeps them). */
  rememberCriteria: () => Promise<unknown>;
}

/** Parts a screen adds to a module home (saved searches, composed in app/). */
export interface SearchHomeSlots<C> {
  /** In the summary, under Search and Clear: it stays in view. */
  actions?: (home: SearchHomeContext<C>) => ReactNode;
}
