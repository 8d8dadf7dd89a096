import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { fixture } from './index';

const quoted = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * Writes to `dir`, under the fixture's own name, the rows of a fixture
 * whose first column is one of `keys`, with `changes` (column: value)
 * applied to each; returns its path.
 */
export function writeFixtureRows(
  dir: string,
  name: string,
  keys: readonly string[],
  changes: Readonly<Record<string, string>> = {},
): string {
  const [header, ...rows] = parse(readFileSync(fixture(name), 'utf8'), {
    relax_column_count: true,
  }) as string[][];
  const columns = header!;
  for (const column of Object.keys(changes)) {
    if (!columns.includes(column)) {
      throw new Error(`${name} has no column ${column}`);
    }
  }
  const kept = rows
    .filter((row) => keys.includes(row[0]!))
    .map((row) => columns.map((column, i) => changes[column] ?? row[i] ?? ''));
  const path = join(dir, name);
  writeFileSync(
    path,
    [columns, ...kept].map((row) => row.map(quoted).join(',')).join('\n') +
      '\n',
  );
  return path;
}
