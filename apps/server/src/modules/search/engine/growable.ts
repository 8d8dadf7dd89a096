/** An Int32Array that grows by doubling while rows are loaded. */
export class GrowableInt32 {
  private data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  get(index: number): number {
    return this.data[index]!;
  }

  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}
