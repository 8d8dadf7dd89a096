import { useSyncExternalStore } from 'react';

// SPEC §4: the banner shows, then the user is logged out after 4 s.
export const SESSION_EXPIRED_LOGOUT_MS = 4000;

/** Whether the session ended under the user (401 answer or ping). */
export function createSessionStore() {
  let isExpired = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (isExpired === value) return;
    isExpired = value;
    listeners.forEach((listener) => listener());
  };
  return {
    expire: () => set(true),
    reset: () => set(false),
    getSnapshot: () => isExpired,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();

export function useIsSessionExpired(store: SessionStore = sessionStore) {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
