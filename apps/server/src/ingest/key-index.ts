import { sql } from 'kysely';
import type { Db } from '../db/database';
import { rawSqliteOf } from '../db/create-db';

// Every resolution key of the company master in memory for one import run
// (docs/decisions/0012): a lookup is a probe of typed arrays instead of a
// query, and `company_keys` is only appended to. A key is kept as a 53-bit
// hash: at millions of keys the chance that two keys share one is about
// one in a thousand per run, and a shared hash only puts both companies
// among the candidates the resolver then checks.

const EMPTY = 0;
const INITIAL_SLOTS = 1 << 16;
const MAX_LOAD = 0.7;
const FETCH_ROWS = 50_000;

/** Two 32-bit multiplicative hashes of the key's characters, as 53 bits. */
export function keyHash(key: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < key.length; i += 1) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a ^= a >>> 13;
  a = Math.imul(a, 0xc2b2ae35);
  a ^= a >>> 16;
  const high = (b >>> 0) & 0x1fffff;
  // Never 0: that marks an empty slot.
  return high * 0x100000000 + (a >>> 0) || 1;
}

// A muns is stored as its number (nine digits at most, see import-file).
function munsNumber(muns: string): number {
  const value = Number(muns);
  if (!Number.isInteger(value) || value <= 0 || value > 0xffffffff) {
    throw new Error(`unexpected muns ${muns}`);
  }
  return value;
}

export class KeyIndex {
  private hashes: Float64Array;
  private muns: Uint32Array;
  private count = 0;

  constructor(expected = 0) {
    let slots = INITIAL_SLOTS;
    while (slots * MAX_LOAD < expected) slots *= 2;
    this.hashes = new Float64Array(slots);
    this.muns = new Uint32Array(slots);
  }

  get size(): number {
    return this.count;
  }

  /** The companies a key names, lowest muns first. */
  get(key: string): string[] {
    const hash = keyHash(key);
    const mask = this.hashes.length - 1;
    const found: number[] = [];
    for (let slot = hash % this.hashes.length; ; slot = (slot + 1) & mask) {
      const stored = this.hashes[slot]!;
      if (stored === EMPTY) break;
      if (stored === hash) found.push(this.muns[slot]!);
    }
    return found.sort((x, y) => x - y).map(String);
  }

  /** Adds a key of a company; false when the pair was already there. */
  add(key: string, muns: string): boolean {
    return this.put(keyHash(key), munsNumber(muns));
  }

  private put(hash: number, muns: number): boolean {
    const mask = this.hashes.length - 1;
    let slot = hash % this.hashes.length;
    for (; ; slot = (slot + 1) & mask) {
      const stored = this.hashes[slot]!;
      if (stored === EMPTY) break;
      if (stored === hash && this.muns[slot] === muns) return false;
    }
    this.hashes[slot] = hash;
    this.muns[slot] = muns;
    this.count += 1;
    if (this.count > this.hashes.length * MAX_LOAD) this.grow();
    return true;
  }

  private grow(): void {
    const { hashes, muns } = this;
    this.hashes = new Float64Array(hashes.length * 2);
    this.muns = new Uint32Array(hashes.length * 2);
    this.count = 0;
    for (let slot = 0; slot < hashes.length; slot += 1) {
      if (hashes[slot] !== EMPTY) this.put(hashes[slot]!, muns[slot]!);
    }
  }

  /** Every stored key of the company master. */
  static async load(db: Db, fetchRows = FETCH_ROWS): Promise<KeyIndex> {
    const counted = await db
      .selectFrom('company_keys')
      .select(sql<number | string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    const index = new KeyIndex(Number(counted.count));
    const raw = rawSqliteOf(db);
    if (raw) {
      const rows = raw
        .prepare('select key, muns from company_keys')
        .raw()
        .iterate() as IterableIterator<[string, string]>;
      for (const [key, muns] of rows) index.add(key, muns);
      return index;
    }
    // PostgreSQL: through a cursor, a slice at a time.
    await db.transaction().execute(async (trx) => {
      await sql`declare company_keys_cursor no scroll cursor for select key, muns from company_keys`.execute(
        trx,
      );
      for (;;) {
        const { rows } = await sql<{
          key: string;
          muns: string;
        }>`fetch forward ${sql.lit(fetchRows)} from company_keys_cursor`.execute(
          trx,
        );
        for (const row of rows) index.add(row.key, row.muns);
        if (rows.length < fetchRows) break;
      }
    });
    return index;
  }
}
