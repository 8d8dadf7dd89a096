import { CONTACT_ROLES, contactRoles, type ContactRole } from '@edge/contracts';
import type { Db } from '../../../db/database';
import { contactTitleChunks } from '../../company-reports/index';
import type { SearchIndex } from '../engine/search-index';

/** One bit a role, in CONTACT_ROLES order. */
export function roleMask(roles: readonly ContactRole[]): number {
  let mask = 0;
  for (const role of roles) mask |= 1 << CONTACT_ROLES.indexOf(role);
  return mask;
}

/** What a contacts search asks: any of some roles, words in the title. */
export interface ContactFilter {
  roles: readonly ContactRole[];
  title: string;
}

/**
 * Every contact of the search index's companies, as two numbers: its
 * company's row and its (title, department) pair. A pair's roles are read
 * once (the contract's rule), so a search by role or title words checks
 * each distinct title, not each contact (docs/decisions/0046).
 */
export class ContactRoleIndex {
  private constructor(
    readonly version: string,
    private readonly size: number,
    /** Per contact: its company's row in the search index. */
    private readonly rows: Int32Array,
    /** Per contact: its (title, department) pair. */
    private readonly pairs: Int32Array,
    /** Per pair: its roles' bits, and its title in lower case. */
    private readonly pairRoles: Uint8Array,
    private readonly pairTitles: readonly string[],
  ) {}

  /** Reads the contacts of the index's companies. */
  static async read(db: Db, index: SearchIndex): Promise<ContactRoleIndex> {
    const rowOf = new Map<string, number>();
    for (let row = 0; row < index.size; row++) {
      rowOf.set(index.muns.get(row), row);
    }
    const rows: number[] = [];
    const pairs: number[] = [];
    const pairOf = new Map<string, number>();
    const pairRoles: number[] = [];
    const pairTitles: string[] = [];
    for await (const chunk of contactTitleChunks(db)) {
      for (const contact of chunk) {
        const row = rowOf.get(contact.muns!);
        if (row === undefined) continue;
        const key = `${contact.title ?? ''}\u0000${contact.department ?? ''}`;
        let pair = pairOf.get(key);
        if (pair === undefined) {
          pair = pairRoles.length;
          pairOf.set(key, pair);
          pairRoles.push(
            roleMask(contactRoles(contact.title, contact.department)),
          );
          pairTitles.push((contact.title ?? '').toLowerCase());
        }
        rows.push(row);
        pairs.push(pair);
      }
    }
    return new ContactRoleIndex(
      index.version,
      index.size,
      Int32Array.from(rows),
      Int32Array.from(pairs),
      Uint8Array.from(pairRoles),
      pairTitles,
    );
  }

  /** Per pair: 1 when a contact of it is wanted. */
  private wantedPairs(filter: ContactFilter): Uint8Array {
    const mask = roleMask(filter.roles);
    const words = filter.title.trim().toLowerCase();
    const wanted = new Uint8Array(this.pairRoles.length);
    for (let pair = 0; pair < wanted.length; pair++) {
      const hasRole = mask === 0 || (this.pairRoles[pair]! & mask) !== 0;
      const hasWords = words === '' || this.pairTitles[pair]!.includes(words);
      wanted[pair] = hasRole && hasWords ? 1 : 0;
    }
    return wanted;
  }

  /**
   * The companies with a wanted contact (rows ascending, for a plan to
   * restrict to), and a count of the wanted contacts at some companies.
   */
  companiesWith(filter: ContactFilter): {
    rows: Int32Array;
    countAt: (companies: Int32Array) => number;
  } {
    const wanted = this.wantedPairs(filter);
    const has = new Uint8Array(this.size);
    for (let i = 0; i < this.rows.length; i++) {
      if (wanted[this.pairs[i]!] === 1) has[this.rows[i]!] = 1;
    }
    const rows: number[] = [];
    for (let row = 0; row < has.length; row++) if (has[row]) rows.push(row);
    const countAt = (companies: Int32Array) => {
      const at = new Uint8Array(this.size);
      for (const row of companies) at[row] = 1;
      let count = 0;
      for (let i = 0; i < this.rows.length; i++) {
        if (wanted[this.pairs[i]!] === 1 && at[this.rows[i]!] === 1) count++;
      }
      return count;
    };
    return { rows: Int32Array.from(rows), countAt };
  }
}

/**
 * The contact index of the search index searches use now: read again when
 * the projection's version changes (every import that changed data
 * rebuilds the projection, contacts imports too).
 */
export class ContactRoleIndexes {
  private current: {
    version: string;
    promise: Promise<ContactRoleIndex>;
  } | null = null;

  constructor(private readonly db: Db) {}

  of(index: SearchIndex): Promise<ContactRoleIndex> {
    if (this.current?.version !== index.version) {
      const promise = ContactRoleIndex.read(this.db, index);
      this.current = { version: index.version, promise };
      promise.catch(() => {
        if (this.current?.promise === promise) this.current = null;
      });
    }
    return this.current.promise;
  }
}
