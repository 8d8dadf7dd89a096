import type { StateBook } from './book-of-business';

/** Brokers kept; an entry is a few kB, a national broker's some 100 kB. */
export const BOOK_CACHE_ENTRIES = 200;

/**
 * The books of recently viewed brokers, per projection version. Every
 * rebuild writes a new version, so an entry of older data is never read
 * again and ages out. Concurrent requests share one load; a failed load
 * is not kept.
 */
export class BookCache {
  private readonly entries = new Map<string, Promise<StateBook[]>>();

  constructor(private readonly maxEntries = BOOK_CACHE_ENTRIES) {}

  get(
    version: string,
    msid: string,
    load: () => Promise<StateBook[]>,
  ): Promise<StateBook[]> {
    const key = `${version}\n${msid}`;
    const cached = this.entries.get(key);
    // Map order is the least recently used first.
    this.entries.delete(key);
    const books = cached ?? load();
    this.entries.set(key, books);
    if (!cached) {
      books.catch(() => {
        if (this.entries.get(key) === books) this.entries.delete(key);
      });
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return books;
  }
}
