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

/** The companies with a wanted contact, and a count of those contacts. */
export interface CompaniesWith {
  /** Rows ascending, for a plan to restrict to. */
  rows: Int32Array;
  /** The wanted contacts at some companies (rows ascending). */
  countAt: (companies: Int32Array) => number;
}

// Filters whose companies are kept (paging asks the same one again).
const KEPT_FILTERS = 8;

/**
 * Every contact of the search index's companies, as two numbers in
 * company row order: its company's row and its (title, department) pair.
 * A pair's roles are read once (the contract's rule), so a search by role
 * or title words checks each distinct title, not each contact
 * (docs/decisions/0046).
 */
export class ContactRoleIndex {
  private readonly kept = new Map<string, CompaniesWith>();

  private constructor(
    readonly version: string,
    /** Per contact, ascending: its company's row in the search index. */
    private readonly rows: Int32Array,
    /** Per contact: its (title, department) pair. */
    private readonly pairs: Int32Array,
    /** Per pair: its roles' bits, and its title in lower case. */
    private readonly pairRoles: Uint8Array,
    private readonly pairTitles: readonly string[],
    /** How many companies have a contact. */
    private readonly companies: number,
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
    return ContactRoleIndex.of(
      index.version,
      index.size,
      rows,
      pairs,
      pairRoles,
      pairTitles,
    );
  }

  /**
   * An index of contacts given as company rows (below `size`) and pairs,
   * in any order: put in row order by counting each row's contacts.
   */
  static of(
    version: string,
    size: number,
    rows: readonly number[],
    pairs: readonly number[],
    pairRoles: readonly number[],
    pairTitles: readonly string[],
  ): ContactRoleIndex {
    const start = new Int32Array(size + 1);
    for (const row of rows) start[row + 1]!++;
    let companies = 0;
    for (let row = 0; row < size; row++) {
      if (start[row + 1]! > 0) companies++;
      start[row + 1]! += start[row]!;
    }
    const sortedRows = new Int32Array(rows.length);
    const sortedPairs = new Int32Array(rows.length);
    rows.forEach((row, contact) => {
      const at = start[row]!++;
      sortedRows[at] = row;
      sortedPairs[at] = pairs[contact]!;
    });
    return new ContactRoleIndex(
      version,
      sortedRows,
      sortedPairs,
      Uint8Array.from(pairRoles),
      pairTitles,
      companies,
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

  /** The companies with a wanted contact; the last filters' are kept. */
  companiesWith(filter: ContactFilter): CompaniesWith {
    const key = `${roleMask(filter.roles)}|${filter.title.trim().toLowerCase()}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const found = this.find(this.wantedPairs(filter));
    if (this.kept.size >= KEPT_FILTERS) {
      this.kept.delete(this.kept.keys().next().value!);
    }
    this.kept.set(key, found);
    return found;
  }

  // One pass over the contacts in row order; the count walks the asked
  // companies beside them.
  private find(wanted: Uint8Array): CompaniesWith {
    const { rows: all, pairs } = this;
    const rows = new Int32Array(this.companies);
    let found = 0;
    for (let i = 0; i < all.length; i++) {
      if (wanted[pairs[i]!] !== 1) continue;
      const row = all[i]!;
      if (found === 0 || rows[found - 1] !== row) rows[found++] = row;
    }
    const countAt = (companies: Int32Array) => {
      let count = 0;
      let j = 0;
      for (let i = 0; i < all.length && j < companies.length; i++) {
        if (wanted[pairs[i]!] !== 1) continue;
        const row = all[i]!;
        while (j < companies.length && companies[j]! < row) j++;
        if (companies[j] === row) count++;
      }
      return count;
    };
    return { rows: rows.slice(0, found), countAt };
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
