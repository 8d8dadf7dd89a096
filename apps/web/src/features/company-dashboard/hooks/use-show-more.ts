import { useId, useState } from 'react';

// SPEC §9: long lists show this many rows before 'Show more'.
export const SHOW_MORE_LIMIT = 5;

/** The rows a long list shows, and its 'Show more' / 'Show less' switch. */
export function useShowMore<T>(
  items: readonly T[],
  limit: number = SHOW_MORE_LIMIT,
) {
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  return {
    listId,
    shown: isExpanded ? items : items.slice(0, limit),
    isExpanded,
    hasMore: items.length > limit,
    hiddenCount: Math.max(0, items.length - limit),
    toggle: () => setIsExpanded((open) => !open),
  };
}
