import { join } from 'node:path';
import { csvLine, CsvFile } from '../csv-writer';
import { csvRows } from './csv-rows';
import type { OlderContext } from './older-context';

// A file of the older extract is today's file passed row by row through an
// edit: the row as it was then, or null when the older extract lacks it.

export type RowEdit = (row: string[]) => string[] | null;

const BATCH_ROWS = 2_000;

function checkHeader(
  name: string,
  found: readonly string[],
  header: readonly string[],
) {
  if (found.join(',') !== header.join(',')) {
    throw new Error(`${name}: not the generator's header`);
  }
}

/** The records of a file of today's extract, after its header. */
export async function* recordsOf(
  ctx: OlderContext,
  name: string,
  header: readonly string[],
): AsyncGenerator<string[]> {
  let isHeader = true;
  for await (const row of csvRows(join(ctx.newerDir, name))) {
    if (isHeader) checkHeader(name, row, header);
    else yield row;
    isHeader = false;
  }
}

/** Writes the older extract's file `name` from today's; returns its rows. */
export async function rewriteFile(
  ctx: OlderContext,
  name: string,
  header: readonly string[],
  edit: RowEdit,
): Promise<number> {
  const out = new CsvFile(join(ctx.olderDir, name), header);
  let lines: string[] = [];
  let read = 0;
  const flush = async () => {
    await out.write(lines.join(''), lines.length);
    lines = [];
    await ctx.changes.flush();
  };
  try {
    for await (const row of recordsOf(ctx, name, header)) {
      const older = edit(row);
      if (older) lines.push(csvLine(older));
      if (++read % BATCH_ROWS === 0) await flush();
    }
    await flush();
  } finally {
    await out.close();
  }
  return out.rows;
}
