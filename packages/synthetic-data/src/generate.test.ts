import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_FILES } from './files';
import { generateInTemp, type Generated } from './test-output';

describe('generateDataset', () => {
  let first: Generated;
  let again: Generated;
  let other: Generated;

  beforeAll(async () => {
    [first, again, other] = await Promise.all([
      generateInTemp(400, 7),
      generateInTemp(400, 7),
      generateInTemp(400, 8),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first, again, other].map((g) => g?.remove()));
  });

  it('should write every file with the same bytes when the seed is the same', async () => {
    const names = (await readdir(first.dir)).sort();
    expect(names).toEqual(OUTPUT_FILES.map((f) => f.name).sort());
    for (const name of names) {
      const [a, b] = await Promise.all([
        readFile(join(first.dir, name)),
        readFile(join(again.dir, name)),
      ]);
      expect(a.equals(b), name).toBe(true);
    }
  });

  it('should write different companies when the seed differs', async () => {
    const a = await readFile(join(first.dir, 'firmographics.csv'), 'utf8');
    const b = await readFile(join(other.dir, 'firmographics.csv'), 'utf8');
    expect(a).not.toEqual(b);
  });

  it('should count the rows of every file in the summary', async () => {
    for (const file of first.summary.files) {
      const text = await readFile(join(first.dir, file.name), 'utf8');
      expect(file.bytes).toBe(Buffer.byteLength(text));
      const rows = await first.read(file.name);
      expect(rows.length, file.name).toBe(file.rows);
    }
    expect(first.summary.totalRows).toBe(
      first.summary.files.reduce((sum, f) => sum + f.rows, 0),
    );
  });

  it('should refuse a company count or seed out of range', async () => {
    const { generateDataset } = await import('./generate');
    await expect(
      generateDataset({ companies: 0, seed: 1, out: first.dir }),
    ).rejects.toThrow(/companies/);
    await expect(
      generateDataset({ companies: 10, seed: -1, out: first.dir }),
    ).rejects.toThrow(/seed/);
  });
});
