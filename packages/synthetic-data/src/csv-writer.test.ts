import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, CsvFile } from './csv-writer';

const TRICKY = [
  '',
  'plain',
  'a,b',
  'say "hi"',
  'two\nlines',
  'cr\rlf',
  '"',
  ',',
  ' spaced ',
];

describe('csv writer', () => {
  it('should quote only fields with a comma, quote or line break', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('should read back with csv-parse exactly what it wrote', () => {
    const text = csvLine([...TRICKY]) + csvLine(['x', ...TRICKY.slice(1)]);
    expect(parse(text, { relax_column_count: false })).toEqual([
      TRICKY,
      ['x', ...TRICKY.slice(1)],
    ]);
  });

  it('should write the header, then blocks, and count rows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'edge-csv-'));
    try {
      const file = new CsvFile(join(dir, 'out.csv'), ['A', 'B,C']);
      await file.write(csvLine(['1', 'x"y']), 1);
      await file.write(new TextEncoder().encode(csvLine(['2', 'z'])), 1);
      await file.close();
      expect(file.rows).toBe(2);
      const rows = parse(await readFile(join(dir, 'out.csv')), {
        columns: true,
      });
      expect(rows).toEqual([
        { A: '1', 'B,C': 'x"y' },
        { A: '2', 'B,C': 'z' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
