import { describe, expect, it } from 'vitest';
import { openCsvSource } from './csv-source';
import { firmographics } from './datasets/firmographics';
import { schA } from './datasets/sch-a';
import { mapsInWorker } from './import-file';

const sourceOf = (size: number) =>
  openCsvSource({ path: '/nowhere/f.csv', name: 'f.csv', size });

describe('where a file is mapped', () => {
  it('on the thread for a big file of a dataset that resolves no companies', () => {
    expect(mapsInWorker(sourceOf(80_000_000), schA)).toBe(true);
    expect(mapsInWorker(sourceOf(3_000_000), schA)).toBe(false);
    expect(mapsInWorker(sourceOf(140_000_000), firmographics)).toBe(false);
  });

  it('as asked when the caller says', () => {
    expect(mapsInWorker(sourceOf(1_000), firmographics, true)).toBe(true);
    expect(mapsInWorker(sourceOf(80_000_000), schA, false)).toBe(false);
  });
});
