/** The bytes of sorted words and where each starts: plain, transferable. */
export interface SortedWordsParts {
  bytes: Uint8Array;
  offsets: Int32Array;
}

/**
 * Sorted words of [a-z0-9] (tokenize's alphabet) stored as one byte array:
 * half a million website words cost their bytes, not half a million
 * strings on the heap, and cross threads without a copy.
 */
export class SortedWords {
  private constructor(
    private readonly bytes: Uint8Array,
    private readonly offsets: Int32Array,
  ) {}

  /** From words already sorted in code-unit order. */
  static of(sorted: readonly string[]): SortedWords {
    const offsets = new Int32Array(sorted.length + 1);
    sorted.forEach((word, i) => (offsets[i + 1] = offsets[i]! + word.length));
    const bytes = new Uint8Array(offsets[sorted.length]!);
    sorted.forEach((word, i) => {
      const start = offsets[i]!;
      for (let k = 0; k < word.length; k++) {
        bytes[start + k] = word.charCodeAt(k);
      }
    });
    return new SortedWords(bytes, offsets);
  }

  static fromParts(parts: SortedWordsParts): SortedWords {
    return new SortedWords(parts.bytes, parts.offsets);
  }

  parts(): SortedWordsParts {
    return { bytes: this.bytes, offsets: this.offsets };
  }

  get size(): number {
    return this.offsets.length - 1;
  }

  at(i: number): string {
    return String.fromCharCode(
      ...this.bytes.subarray(this.offsets[i]!, this.offsets[i + 1]!),
    );
  }

  /** Whether the word at i begins with `prefix` (or is it, when `whole`). */
  startsWith(i: number, prefix: string, whole = false): boolean {
    const start = this.offsets[i]!;
    const length = this.offsets[i + 1]! - start;
    if (length < prefix.length || (whole && length !== prefix.length)) {
      return false;
    }
    for (let k = 0; k < prefix.length; k++) {
      if (this.bytes[start + k] !== prefix.charCodeAt(k)) return false;
    }
    return true;
  }

  /** The first index whose word is not below `key`. */
  lowerBound(key: string): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private compare(i: number, key: string): number {
    const start = this.offsets[i]!;
    const length = this.offsets[i + 1]! - start;
    const common = Math.min(length, key.length);
    for (let k = 0; k < common; k++) {
      const diff = this.bytes[start + k]! - key.charCodeAt(k);
      if (diff !== 0) return diff;
    }
    return length - key.length;
  }
}
