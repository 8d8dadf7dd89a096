import { useEffect, useState } from 'react';

/** Typing pauses this long before the list is asked for (as the live count). */
export const FILTER_DEBOUNCE_MS = 300;

const isAnyText = () => true;

/**
 * A text filter as typed: shown at once, applied once typing pauses and
 * the text is complete (`isComplete`), so keys never wait on the list.
 * When the applied value changes from elsewhere (Clear filters), the
 * field shows it.
 */
export function useDraftText(
  applied: string,
  apply: (text: string) => void,
  isComplete: (text: string) => boolean = isAnyText,
) {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const [sent, setSent] = useState<string | null>(null);
  if (applied !== seen) {
    setSeen(applied);
    if (applied !== sent) setDraft(applied);
  }
  useEffect(() => {
    const text = draft.trim();
    if (text === applied.trim() || !isComplete(text)) return;
    const timer = setTimeout(() => {
      setSent(text);
      apply(text);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, applied, apply, isComplete]);
  return [draft, setDraft] as const;
}
