import type { TruthDataset } from '../chunk-sink';
import type { Owner } from './change-log';
import { isLeftOut, newestOf } from './newest-rows';
import type { OlderContext } from './older-context';
import { rewriteFile } from './rewrite-file';

// A data set of one record per company-level key (an inspection, a case, a
// carrier, a property, a policy): the older extract lacks some of its
// newest records and may hold others as they were.

export interface NewestFile {
  file: string;
  header: readonly string[];
  dataset: TruthDataset;
  keyOf(row: string[]): string;
  dateOf(row: string[]): string;
  /** A kept record as the older extract has it (logging what differs). */
  older?(row: string[], owner: Owner): string[];
}

/** Writes the older file; returns the keys it left out. */
export async function rewriteNewest(
  ctx: OlderContext,
  spec: NewestFile,
): Promise<Set<string>> {
  const newest = await newestOf(
    ctx,
    spec.file,
    spec.header,
    spec.dateOf,
    spec.keyOf,
  );
  const leftOut = new Set<string>();
  await rewriteFile(ctx, spec.file, spec.header, (row) => {
    const owner = { dataset: spec.dataset, key: spec.keyOf(row) };
    if (!isLeftOut(ctx, spec.dataset, owner.key, spec.dateOf(row), newest)) {
      return spec.older ? spec.older(row, owner) : row;
    }
    leftOut.add(owner.key);
    ctx.changes.withhold(owner);
    ctx.changes.add(spec.dataset, owner.key, 'new', owner);
    return null;
  });
  return leftOut;
}
