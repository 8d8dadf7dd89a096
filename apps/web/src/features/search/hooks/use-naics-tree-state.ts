import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { NaicsNode } from '@edge/contracts';
import { buildNaicsIndex, filterNaics } from '../utils/naics-tree';

const NO_NODES: readonly NaicsNode[] = [];

/** A NAICS tree on screen: its index, the search text and the open branches. */
export function useNaicsTreeState(nodes: readonly NaicsNode[] | undefined) {
  const index = useMemo(() => buildNaicsIndex(nodes ?? NO_NODES), [nodes]);
  const [text, setText] = useState('');
  // The tree re-renders behind the typing, never in its way.
  const deferredText = useDeferredValue(text);
  const filter = useMemo(
    () => filterNaics(index, deferredText),
    [index, deferredText],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleOpen = useCallback(
    (code: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(code)) next.add(code);
        return next;
      }),
    [],
  );
  return { index, text, setText, filter, expanded, toggleOpen };
}
