import { useEffect, useEffectEvent, useState } from 'react';

// How long typing pauses before the title words search.
export const TITLE_DEBOUNCE_MS = 300;

/**
 * The title words as typed, handed on once typing pauses. A change of the
 * words from elsewhere (Back, a link) replaces what is typed; the same words
 * spaced otherwise do not, so the text under the cursor never jumps.
 */
export function useTitleDraft(
  committed: string,
  onCommit: (title: string) => void,
) {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed.trim() !== draft.trim()) setDraft(committed);
  }
  const commit = useEffectEvent(onCommit);
  useEffect(() => {
    if (draft.trim() === committed.trim()) return;
    const timer = setTimeout(() => commit(draft), TITLE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed]);
  return [draft, setDraft] as const;
}
