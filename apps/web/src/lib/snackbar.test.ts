import { describe, expect, it } from 'vitest';
import {
  createSnackbarStore,
  MAX_SNACKBARS,
  SNACKBAR_DURATIONS,
} from './snackbar';

describe('snackbar store', () => {
  it('should use the spec durations', () => {
    expect(SNACKBAR_DURATIONS).toEqual({
      admin: 3000,
      error: 8000,
      loginFailure: 4000,
      forgot: 3000,
    });
  });

  it('should default to an 8 s error', () => {
    const store = createSnackbarStore();
    store.show({ message: 'Boom' });
    expect(store.getSnapshot()[0]).toMatchObject({
      message: 'Boom',
      severity: 'error',
      durationMs: 8000,
    });
  });

  it('should not queue the same message twice while it is pending', () => {
    const store = createSnackbarStore();
    store.show({ message: 'Boom' });
    store.show({ message: 'Boom' });
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(store.getSnapshot()[0]!.id);
    store.show({ message: 'Boom' });
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('should keep the queue bounded and the visible one in place', () => {
    const store = createSnackbarStore();
    for (let i = 0; i < 10; i += 1) store.show({ message: `m${i}` });
    const messages = store.getSnapshot().map((item) => item.message);
    expect(messages).toHaveLength(MAX_SNACKBARS);
    expect(messages[0]).toBe('m0');
    expect(messages.at(-1)).toBe('m9');
  });

  it('should notify subscribers', () => {
    const store = createSnackbarStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.show({ message: 'a' });
    unsubscribe();
    store.show({ message: 'b' });
    expect(calls).toBe(1);
  });
});
