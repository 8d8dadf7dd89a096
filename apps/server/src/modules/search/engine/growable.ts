// 65,536 values (256 kB) a block.
const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;
const MASK = BLOCK - 1;

/**
 * An Int32Array that grows while rows are loaded, a block at a time: no
 * copy on growth and at most one block unused, so a load of millions of
 * values leaves no trail of outgrown arrays behind.
 */
export class GrowableInt32 {
  private readonly blocks: Int32Array[] = [];
  length = 0;

  push(value: number): void {
    const at = this.length & MASK;
    if (at === 0) this.blocks.push(new Int32Array(BLOCK));
    this.blocks[this.blocks.length - 1]![at] = value;
    this.length++;
  }

  get(index: number): number {
    return this.blocks[index >>> BLOCK_BITS]![index & MASK]!;
  }

  toArray(): Int32Array {
    const all = new Int32Array(this.length);
    this.blocks.forEach((block, b) => {
      const start = b << BLOCK_BITS;
      all.set(block.subarray(0, Math.min(BLOCK, this.length - start)), start);
    });
    return all;
  }
}
