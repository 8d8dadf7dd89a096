import type { Db } from '../../db/database';
import type { SearchIndex } from './engine/search-index';
import { SortOrders } from './engine/sort-orders';
import { loadIndex } from './load-in-worker';
import { projectionVersion } from './load-index';

/** An index with its sort orders. */
export interface LoadedIndex {
  index: SearchIndex;
  orders: SortOrders;
}

// Above this many companies a new version loads in the background while
// searches use the previous one; smaller indexes load before answering.
const BACKGROUND_RELOAD_SIZE = 50_000;

/**
 * Holds the in-memory search index of one database and reloads it when
 * the projection's version changes (docs/decisions/0007-search-engine.md).
 */
export class SearchEngine {
  private current: LoadedIndex | null = null;
  private loading: { version: string; promise: Promise<LoadedIndex> } | null =
    null;

  constructor(private readonly db: Db) {}

  async index(): Promise<LoadedIndex> {
    const version = await projectionVersion(this.db);
    const current = this.current;
    if (current && current.index.version === version) return current;
    const load = this.load(version);
    if (current && current.index.size > BACKGROUND_RELOAD_SIZE) {
      load.catch(() => undefined);
      return current;
    }
    return load;
  }

  /** The version of the index searches use now (loading it if needed). */
  async version(): Promise<string> {
    return (await this.index()).index.version;
  }

  private load(version: string): Promise<LoadedIndex> {
    if (this.loading?.version === version) return this.loading.promise;
    const promise: Promise<LoadedIndex> = loadIndex(this.db, version).then(
      (index) => {
        const loaded = { index, orders: new SortOrders(index) };
        // A load overtaken by a newer version does not replace anything.
        if (!this.current || this.loading?.promise === promise) {
          this.current = loaded;
        }
        return loaded;
      },
    );
    this.loading = { version, promise };
    promise
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = null;
      })
      .catch(() => undefined);
    return promise;
  }
}
