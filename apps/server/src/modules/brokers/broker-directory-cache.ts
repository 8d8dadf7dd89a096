import type { Db } from '../../db/database';
import type { BrokerDirectory } from './broker-directory';
import { projectionVersion } from './brokers.repository';
import { loadBrokerDirectory } from './load-broker-directory';

// Above this many client links a new version loads in the background
// while searches use the previous one; smaller ones load before answering
// (as company search does, docs/decisions/0007).
export const BACKGROUND_RELOAD_LINKS = 50_000;

type Load = (db: Db, version: string) => Promise<BrokerDirectory>;
type ReadVersion = (db: Db) => Promise<string>;

/**
 * The broker directory of one database, reloaded when the projection's
 * version changes. Concurrent requests share one load; a failed load is
 * forgotten, so the next request tries again.
 */
export class BrokerDirectoryCache {
  private current: BrokerDirectory | null = null;
  private loading: {
    version: string;
    promise: Promise<BrokerDirectory>;
  } | null = null;

  constructor(
    private readonly db: Db,
    private readonly load: Load = loadBrokerDirectory,
    private readonly readVersion: ReadVersion = projectionVersion,
  ) {}

  async get(): Promise<BrokerDirectory> {
    const version = await this.readVersion(this.db);
    const current = this.current;
    if (current?.version === version) return current;
    const next = this.start(version);
    if (current && current.links > BACKGROUND_RELOAD_LINKS) {
      next.catch(() => undefined);
      return current;
    }
    return next;
  }

  private start(version: string): Promise<BrokerDirectory> {
    if (this.loading?.version === version) return this.loading.promise;
    const promise = this.load(this.db, version).then((directory) => {
      // A load overtaken by a newer version replaces nothing.
      if (!this.current || this.loading?.promise === promise) {
        this.current = directory;
      }
      return directory;
    });
    this.loading = { version, promise };
    promise
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = null;
      })
      .catch(() => undefined);
    return promise;
  }
}
