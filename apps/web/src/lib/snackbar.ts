import { useSyncExternalStore } from 'react';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

// SPEC §9: how long each kind of snackbar stays on screen.
export const SNACKBAR_DURATIONS = {
  admin: 3000,
  error: 8000,
  loginFailure: 4000,
  forgot: 3000,
} as const;

// A bounded queue: a burst of failures never piles up behind the screen.
export const MAX_SNACKBARS = 4;

export interface SnackbarItem {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  durationMs: number;
}

export interface SnackbarInput {
  message: string;
  severity?: SnackbarSeverity;
  durationMs?: number;
}

/** Adds a message unless it is already waiting or shown; drops the oldest waiting ones. */
function enqueue(
  queue: readonly SnackbarItem[],
  input: SnackbarInput,
  id: number,
): readonly SnackbarItem[] {
  const severity = input.severity ?? 'error';
  const isDuplicate = queue.some(
    (item) => item.message === input.message && item.severity === severity,
  );
  if (isDuplicate) return queue;
  const item: SnackbarItem = {
    id,
    message: input.message,
    severity,
    durationMs: input.durationMs ?? SNACKBAR_DURATIONS.error,
  };
  const next = [...queue, item];
  // Keep the one on screen (first); the bound applies to the waiting ones.
  return next.length > MAX_SNACKBARS
    ? [next[0]!, ...next.slice(next.length - MAX_SNACKBARS + 1)]
    : next;
}

/** One snackbar service (STYLE §2): de-duplicated, bounded, bottom of the page. */
export function createSnackbarStore() {
  let queue: readonly SnackbarItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function show(input: SnackbarInput): void {
    const next = enqueue(queue, input, nextId);
    if (next === queue) return;
    nextId += 1;
    queue = next;
    emit();
  }

  function dismiss(id: number): void {
    queue = queue.filter((item) => item.id !== id);
    emit();
  }

  return {
    show,
    dismiss,
    clear: () => {
      queue = [];
      emit();
    },
    getSnapshot: () => queue,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SnackbarStore = ReturnType<typeof createSnackbarStore>;

export const snackbarStore = createSnackbarStore();

export function showSnackbar(input: SnackbarInput): void {
  snackbarStore.show(input);
}

export function useSnackbarQueue(
  store: SnackbarStore = snackbarStore,
): readonly SnackbarItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
