import { describe, expect, it } from 'vitest';
import { rowBatcher } from './row-batcher';

describe('rowBatcher', () => {
  it('should answer the asks of one tick with one read per module, in parts', async () => {
    const reads: string[][] = [];
    const ask = rowBatcher<string>(2, async (module, muns) => {
      reads.push([module, ...muns]);
      return new Map(muns.filter((m) => m !== 'C').map((m) => [m, `${m}!`]));
    });
    const answers = await Promise.all([
      ask('pc', 'A'),
      ask('pc', 'B'),
      ask('pc', 'A'),
      ask('pc', 'C'),
      ask('eb', 'A'),
    ]);
    expect(answers).toEqual(['A!', 'B!', 'A!', null, 'A!']);
    expect(reads).toEqual([
      ['pc', 'A', 'B'],
      ['pc', 'A', 'C'],
      ['eb', 'A'],
    ]);
  });

  it('should fail every ask of a failed read, and read afresh on the next tick', async () => {
    let isDown = true;
    const ask = rowBatcher<number>(10, async (_module, muns) => {
      if (isDown) throw new Error('down');
      return new Map(muns.map((m) => [m, m.length]));
    });
    const failed = await Promise.allSettled([ask('pc', 'A'), ask('pc', 'BB')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    isDown = false;
    await expect(ask('pc', 'BB')).resolves.toBe(2);
  });
});
