import type { Module } from '@edge/contracts';

interface Waiter<T> {
  muns: string;
  resolve: (value: T | null) => void;
  reject: (error: unknown) => void;
}

/** Reads the values of many companies of a module at once, by id. */
export type ReadBatch<T> = (
  module: Module,
  muns: readonly string[],
) => Promise<ReadonlyMap<string, T>>;

/**
 * Every row of a results or favorites page asks for its own value in the
 * same moment: the asks of one tick are answered by one read per module (in
 * parts of at most `max` companies) instead of one request per row. A
 * company the read does not name answers null.
 */
export function rowBatcher<T>(max: number, read: ReadBatch<T>) {
  const waiting = new Map<Module, Waiter<T>[]>();

  async function answer(module: Module, batch: readonly Waiter<T>[]) {
    try {
      const values = await read(module, [...new Set(batch.map((w) => w.muns))]);
      batch.forEach((w) => w.resolve(values.get(w.muns) ?? null));
    } catch (error) {
      batch.forEach((w) => w.reject(error));
    }
  }

  function flush(module: Module) {
    const batch = waiting.get(module) ?? [];
    waiting.delete(module);
    for (let start = 0; start < batch.length; start += max) {
      void answer(module, batch.slice(start, start + max));
    }
  }

  return (module: Module, muns: string): Promise<T | null> =>
    new Promise((resolve, reject) => {
      const queue = waiting.get(module);
      if (queue) {
        queue.push({ muns, resolve, reject });
        return;
      }
      waiting.set(module, [{ muns, resolve, reject }]);
      setTimeout(() => flush(module), 0);
    });
}
