import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_EXPIRED_LOGOUT_MS } from './session';

describe('session store', () => {
  it('should log out 4 s after the banner shows', () => {
    expect(SESSION_EXPIRED_LOGOUT_MS).toBe(4000);
  });

  it('should notify once however many 401s arrive', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.expire();
    store.expire();
    expect(store.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.reset();
    expect(store.getSnapshot()).toBe(false);
  });
});
