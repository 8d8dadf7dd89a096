import type { Db } from '../../db/database';
import { importSignature } from './lookups.repository';

// A load slower than this (large data) is redone in the background while
// the previous snapshot keeps answering; a faster one is waited for.
const SLOW_LOAD_MS = 250;

interface Loaded<T> {
  // The latest loaded value: of the entry's signature once `isFresh`.
  value?: T;
  isFresh: boolean;
  isSlow: boolean;
}

interface Entry<T> {
  signature: string;
  loading: Promise<T>;
  loaded: Loaded<T>;
}

function startLoad<T>(
  db: Db,
  signature: string,
  load: (db: Db) => Promise<T>,
  previous: Entry<T> | undefined,
): Entry<T> {
  const started = Date.now();
  const loaded: Loaded<T> = {
    value: previous?.loaded.value,
    isFresh: false,
    isSlow: previous?.loaded.isSlow ?? false,
  };
  const loading = load(db).then((value) => {
    loaded.value = value;
    loaded.isFresh = true;
    loaded.isSlow = Date.now() - started > SLOW_LOAD_MS;
    return value;
  });
  return { signature, loading, loaded };
}

/**
 * Data derived from the imported tables, kept in memory per database:
 * loaded on first use and again once import_files shows that an import
 * started, finished or was rolled back (the importer is the only writer).
 * Concurrent callers share one load; while a slow one runs again, the
 * previous snapshot answers (docs/decisions/0008).
 */
export function importSnapshot<T>(
  load: (db: Db) => Promise<T>,
): (db: Db) => Promise<T> {
  const entries = new WeakMap<Db, Entry<T>>();
  return async (db) => {
    const signature = await importSignature(db);
    let entry = entries.get(db);
    if (entry?.signature !== signature) {
      const next = startLoad(db, signature, load, entry);
      // A failed load is forgotten: the next request tries again.
      next.loading.catch(() => {
        if (entries.get(db) === next) entries.delete(db);
      });
      entries.set(db, (entry = next));
    }
    const { value, isFresh, isSlow } = entry.loaded;
    if (value !== undefined && (isFresh || isSlow)) return value;
    return entry.loading;
  };
}
