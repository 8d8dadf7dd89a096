import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import type { BrokerDirectory } from './broker-directory';
import {
  BACKGROUND_RELOAD_LINKS,
  BrokerDirectoryCache,
} from './broker-directory-cache';

const DB = {} as Db;

function setup(links = 10) {
  let version = 'v1';
  const loads: string[] = [];
  const pending: (() => void)[] = [];
  let failNext = false;
  const load = (_db: Db, v: string) => {
    loads.push(v);
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('database gone'));
    }
    return new Promise<BrokerDirectory>((resolve) => {
      pending.push(() => resolve({ version: v, brokers: [], links }));
    });
  };
  const cache = new BrokerDirectoryCache(DB, load, () =>
    Promise.resolve(version),
  );
  const settle = async () => {
    await new Promise((r) => setImmediate(r));
    while (pending.length > 0) pending.shift()!();
  };
  return {
    cache,
    loads,
    settle,
    setVersion: (v: string) => (version = v),
    failNextLoad: () => (failNext = true),
  };
}

describe('BrokerDirectoryCache', () => {
  it('should share one load between concurrent requests', async () => {
    const { cache, loads, settle } = setup();
    const both = Promise.all([cache.get(), cache.get()]);
    await settle();
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(loads).toEqual(['v1']);
    expect(await cache.get()).toBe(a);
  });

  it('should wait for a new version of a small directory', async () => {
    const { cache, loads, settle, setVersion } = setup();
    const first = cache.get();
    await settle();
    expect((await first).version).toBe('v1');
    setVersion('v2');
    const second = cache.get();
    await settle();
    expect((await second).version).toBe('v2');
    expect(loads).toEqual(['v1', 'v2']);
  });

  it('should answer from a large directory while the next one loads', async () => {
    const { cache, settle, setVersion } = setup(BACKGROUND_RELOAD_LINKS + 1);
    const first = cache.get();
    await settle();
    await first;
    setVersion('v2');
    expect((await cache.get()).version).toBe('v1');
    await settle();
    await settle();
    expect((await cache.get()).version).toBe('v2');
  });

  it('should try again after a failed load', async () => {
    const { cache, loads, settle, failNextLoad } = setup();
    failNextLoad();
    await expect(cache.get()).rejects.toThrow('database gone');
    const again = cache.get();
    await settle();
    expect((await again).version).toBe('v1');
    expect(loads).toEqual(['v1', 'v1']);
  });
});
