import type { Db } from '../../db/database';
import type { SearchIndex } from './engine/search-index';
import { SortOrders } from './engine/sort-orders';
import { loadIndex } from './load-in-worker';
import { indexInputs } from './load-index';

/** An index with its sort orders. */
export interface LoadedIndex {
  index: SearchIndex;
  orders: SortOrders;
}

// What a load read: the projection's version and the scores' stamp.
type Inputs = Awaited<ReturnType<typeof indexInputs>>;
const keyOf = (inputs: Inputs) => `${inputs.version}|${inputs.scores}`;

// Above this many companies a new version loads in the background while
// searches use the previous one; smaller indexes load before answering.
const BACKGROUND_RELOAD_SIZE = 50_000;

/**
 * Holds the in-memory search index of one database and reloads it when
 * the projection's version changes (docs/decisions/0007-search-engine.md).
 */
export class SearchEngine {
  private current: (LoadedIndex & { key: string }) | null = null;
  private loading: { key: string; promise: Promise<LoadedIndex> } | null = null;

  constructor(private readonly db: Db) {}

  async index(): Promise<LoadedIndex> {
    const inputs = await indexInputs(this.db);
    const current = this.current;
    if (current && current.key === keyOf(inputs)) return current;
    const load = this.load(inputs);
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

  private load(inputs: Inputs): Promise<LoadedIndex> {
    const key = keyOf(inputs);
    if (this.loading?.key === key) return this.loading.promise;
    const promise: Promise<LoadedIndex> = loadIndex(
      this.db,
      inputs.version,
    ).then((index) => {
      const loaded = { index, orders: new SortOrders(index), key };
      // A load overtaken by a newer version does not replace anything.
      if (!this.current || this.loading?.promise === promise) {
        this.current = loaded;
      }
      return loaded;
    });
    this.loading = { key, promise };
    promise
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = null;
      })
      .catch(() => undefined);
    return promise;
  }
}
