import { useCallback } from 'react';

// A dialog's first field takes the cursor: a ref callback, as the field
// mounts after the dialog, in its portal.
export function useFocusOnMount() {
  return useCallback((input: HTMLInputElement | null) => input?.focus(), []);
}
