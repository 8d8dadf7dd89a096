export interface MunsColumnParts {
  numbers: Uint32Array;
  strings: string[] | null;
  size: number;
}

const PLAIN_NUMBER = /^[1-9]\d{0,9}$/;
const UINT32_MAX = 0xffffffff;

/**
 * Company ids in row order: 4 bytes a row while every id is a plain number
 * below 2^32 (the usual case), the strings themselves once one is not.
 */
export class MunsColumn {
  private numbers: Uint32Array;
  private strings: string[] | null = null;
  private size = 0;

  constructor(capacity = 0) {
    this.numbers = new Uint32Array(capacity);
  }

  push(muns: string): void {
    if (
      !this.strings &&
      PLAIN_NUMBER.test(muns) &&
      Number(muns) <= UINT32_MAX &&
      this.size < this.numbers.length
    ) {
      this.numbers[this.size++] = Number(muns);
      return;
    }
    if (!this.strings) {
      this.strings = Array.from(this.numbers.subarray(0, this.size), String);
    }
    this.strings.push(muns);
    this.size++;
  }

  /** What a copy needs: the numbers, or the strings once one is not. */
  parts(): MunsColumnParts {
    return { numbers: this.numbers, strings: this.strings, size: this.size };
  }

  /** A column from the parts of another (another thread's). */
  static fromParts(parts: MunsColumnParts): MunsColumn {
    const column = new MunsColumn();
    column.numbers = parts.numbers;
    column.strings = parts.strings;
    column.size = parts.size;
    return column;
  }

  /** The rows of the given ids, ascending; an id not in the column has none. */
  rowsOf(ids: readonly string[]): Int32Array {
    const rows: number[] = [];
    if (this.strings) {
      const wanted = new Set(ids);
      this.strings.forEach((muns, row) => {
        if (wanted.has(muns)) rows.push(row);
      });
      return Int32Array.from(rows);
    }
    // Every id is a plain number: compare numbers, no string per row.
    const wanted = new Set(
      ids.filter((id) => PLAIN_NUMBER.test(id)).map(Number),
    );
    for (let row = 0; row < this.size; row++) {
      if (wanted.has(this.numbers[row]!)) rows.push(row);
    }
    return Int32Array.from(rows);
  }

  get(row: number): string {
    return this.strings ? this.strings[row]! : String(this.numbers[row]);
  }
}
