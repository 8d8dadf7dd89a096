import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RETRY_DELAY_MS,
  CHUNK_RETRY_KEY,
  loadWithReloadRetry,
} from './lazy-retry';

function deps() {
  return {
    storage: localStorage,
    reload: vi.fn(),
    sleep: vi.fn(() => Promise.resolve()),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadWithReloadRetry', () => {
  it('should reload the page once after 1 s and mark the attempt', async () => {
    const d = deps();
    void loadWithReloadRetry(() => Promise.reject(new Error('chunk')), d);
    await flush();
    expect(d.sleep).toHaveBeenCalledWith(CHUNK_RETRY_DELAY_MS);
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CHUNK_RETRY_KEY)).toBe('1');
  });

  it('should give up after 3 attempts and clear the flag', async () => {
    const d = deps();
    localStorage.setItem(CHUNK_RETRY_KEY, '3');
    await expect(
      loadWithReloadRetry(() => Promise.reject(new Error('chunk')), d),
    ).rejects.toThrow('chunk');
    expect(d.reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(CHUNK_RETRY_KEY)).toBeNull();
  });

  it('should clear the flag once a screen loads', async () => {
    localStorage.setItem(CHUNK_RETRY_KEY, '2');
    await expect(
      loadWithReloadRetry(() => Promise.resolve('ok'), deps()),
    ).resolves.toBe('ok');
    expect(localStorage.getItem(CHUNK_RETRY_KEY)).toBeNull();
  });
});
