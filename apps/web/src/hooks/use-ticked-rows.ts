import { useCallback, useMemo, useState } from 'react';

/** Rows a user ticked (to export or act on), by id, in the order ticked. */
export interface TickedRows {
  ids: readonly string[];
  isTicked: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Ticks or unticks every one of `ids` (a page of the table). */
  setAll: (ids: readonly string[], isOn: boolean) => void;
  clear: () => void;
}

const NONE: readonly string[] = [];

/**
 * Ticked rows of one list: they survive paging and sorting, and are gone
 * once `scope` changes (other search criteria, another module).
 */
export function useTickedRows(scope: string): TickedRows {
  const [stored, setStored] = useState({ scope, ids: NONE });
  // Another scope: forget the ticks now (React's state-from-props pattern).
  if (stored.scope !== scope) setStored({ scope, ids: NONE });
  const ids = stored.scope === scope ? stored.ids : NONE;
  const set = useCallback(
    (next: (ids: readonly string[]) => readonly string[]) =>
      setStored((prev) => ({
        scope,
        ids: next(prev.scope === scope ? prev.ids : NONE),
      })),
    [scope],
  );
  return useMemo(() => {
    const ticked = new Set(ids);
    return {
      ids,
      isTicked: (id) => ticked.has(id),
      toggle: (id) =>
        set((prev) =>
          prev.includes(id) ? prev.filter((p) => p !== id) : [...prev, id],
        ),
      setAll: (page, isOn) =>
        set((prev) => {
          if (!isOn) return prev.filter((id) => !page.includes(id));
          const have = new Set(prev);
          return [...prev, ...page.filter((id) => !have.has(id))];
        }),
      clear: () => set(() => NONE),
    };
  }, [ids, set]);
}
