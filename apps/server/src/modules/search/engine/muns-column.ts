const PLAIN_NUMBER = /^[1-9]\d{0,14}$/;

/**
 * Company ids in row order: a Float64Array when every id is a plain number
 * (8 bytes a row instead of a string), otherwise the strings themselves.
 */
export class MunsColumn {
  private strings: string[] | null = [];
  private numbers: Float64Array | null = null;

  push(muns: string): void {
    this.strings!.push(muns);
  }

  seal(): void {
    const strings = this.strings!;
    if (!strings.every((muns) => PLAIN_NUMBER.test(muns))) return;
    this.numbers = Float64Array.from(strings, Number);
    this.strings = null;
  }

  get(row: number): string {
    return this.numbers ? String(this.numbers[row]) : this.strings![row]!;
  }
}
