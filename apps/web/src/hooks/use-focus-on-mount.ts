import { useCallback } from 'react';

// A form's first field takes the cursor as it appears (a dialog's mounts
// after the dialog, in its portal): a ref callback.
export function useFocusOnMount() {
  return useCallback((input: HTMLInputElement | null) => input?.focus(), []);
}
