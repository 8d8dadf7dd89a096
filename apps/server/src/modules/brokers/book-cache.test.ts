import { describe, expect, it } from 'vitest';
import type { StateBook } from './book-of-business';
import { BookCache } from './book-cache';

const loader = () => {
  const calls: string[] = [];
  const load = (msid: string) => async () => {
    calls.push(msid);
    return [] as StateBook[];
  };
  return { calls, load };
};

describe('BookCache', () => {
  it('should load a broker once per version and share a running load', async () => {
    const cache = new BookCache();
    const { calls, load } = loader();
    await Promise.all([
      cache.get('v1', 'B1', load('B1')),
      cache.get('v1', 'B1', load('B1')),
    ]);
    await cache.get('v1', 'B1', load('B1'));
    expect(calls).toEqual(['B1']);
    await cache.get('v2', 'B1', load('B1'));
    expect(calls).toEqual(['B1', 'B1']);
  });

  it('should drop the least recently used broker beyond its size', async () => {
    const cache = new BookCache(2);
    const { calls, load } = loader();
    await cache.get('v1', 'B1', load('B1'));
    await cache.get('v1', 'B2', load('B2'));
    await cache.get('v1', 'B1', load('B1'));
    await cache.get('v1', 'B3', load('B3'));
    await cache.get('v1', 'B1', load('B1'));
    await cache.get('v1', 'B2', load('B2'));
    expect(calls).toEqual(['B1', 'B2', 'B3', 'B2']);
  });

  it('should not keep a failed load', async () => {
    const cache = new BookCache();
    const failing = () => Promise.reject(new Error('database gone'));
    await expect(cache.get('v1', 'B1', failing)).rejects.toThrow(
      'database gone',
    );
    const { calls, load } = loader();
    await cache.get('v1', 'B1', load('B1'));
    expect(calls).toEqual(['B1']);
  });
});
