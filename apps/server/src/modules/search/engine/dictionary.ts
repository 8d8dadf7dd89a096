export interface DictionaryParts {
  values: string[];
  ranks: Uint32Array;
}

/**
 * Strings stored once, rows refer to them by number. After `seal()` each
 * entry has a rank in case-insensitive order, so rows sort by a string
 * column through a number.
 */
export class Dictionary {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  private ranks: Uint32Array = new Uint32Array(0);

  /** The id of a value, adding it when new; null and '' are -1. */
  idOf(value: string | null | undefined): number {
    if (value === null || value === undefined || value === '') return -1;
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }

  /** The id of a value already known, or -1. */
  find(value: string): number {
    return this.ids.get(value) ?? -1;
  }

  /** Ids of every entry equal to `value` ignoring case. */
  findIgnoringCase(value: string): number[] {
    const wanted = value.trim().toLowerCase();
    const found: number[] = [];
    this.values.forEach((v, id) => {
      if (v.toLowerCase() === wanted) found.push(id);
    });
    return found;
  }

  /** What a copy needs: the values and, once sealed, their ranks. */
  parts(): DictionaryParts {
    return { values: this.values, ranks: this.ranks };
  }

  /** A dictionary from the parts of another (another thread's). */
  static fromParts(parts: DictionaryParts): Dictionary {
    const dictionary = new Dictionary();
    for (const value of parts.values) dictionary.idOf(value);
    dictionary.ranks = parts.ranks;
    return dictionary;
  }

  seal(): void {
    const order = this.values
      .map((value, id) => ({ key: value.toLowerCase(), id }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));
    this.ranks = new Uint32Array(this.values.length);
    order.forEach((entry, rank) => {
      this.ranks[entry.id] = rank;
    });
  }

  /** Sort rank of an id; -1 (no value) ranks after every value. */
  rankOf(id: number): number {
    return id < 0 ? Number.MAX_SAFE_INTEGER : this.ranks[id]!;
  }

  get size(): number {
    return this.values.length;
  }
}
