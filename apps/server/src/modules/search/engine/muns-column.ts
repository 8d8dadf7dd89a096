const PLAIN_NUMBER = /^[1-9]\d{0,14}$/;

/**
 * Company ids in row order: 8 bytes a row while every id is a plain number
 * (the usual case), the strings themselves once one is not.
 */
export class MunsColumn {
  private numbers: Float64Array;
  private strings: string[] | null = null;
  private size = 0;

  constructor(capacity = 0) {
    this.numbers = new Float64Array(capacity);
  }

  push(muns: string): void {
    if (
      !this.strings &&
      PLAIN_NUMBER.test(muns) &&
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

  get(row: number): string {
    return this.strings ? this.strings[row]! : String(this.numbers[row]);
  }
}
