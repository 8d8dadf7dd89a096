import type { TruthDataset } from '../chunk-sink';
import { TRUTH_HEADER } from '../headers/custom';
import { ownerId, type Owner } from './change-log';
import type { OlderContext } from './older-context';
import { recordsOf, rewriteFile } from './rewrite-file';

// A record the older extract lacks still has a company there when another
// record of the company is kept: its firmographics row, else any other.
// truth.csv says which records are one company's; the older extract's
// truth.csv leaves out the records it lacks.

const TRUTH = 'truth.csv';

/** For each record left out: a kept record of its company, or null. */
export async function companyAnchors(
  ctx: OlderContext,
): Promise<Map<string, Owner | null>> {
  const companyOf = new Map<string, string>();
  for await (const [dataset, key, company] of recordsOf(
    ctx,
    TRUTH,
    TRUTH_HEADER,
  )) {
    const owner = { dataset: dataset as TruthDataset, key: key! };
    if (ctx.changes.isWithheld(owner)) companyOf.set(ownerId(owner), company!);
  }
  const wanted = new Set(companyOf.values());
  const kept = new Map<string, Owner>();
  await rewriteFile(ctx, TRUTH, TRUTH_HEADER, (row) => {
    const owner = { dataset: row[0] as TruthDataset, key: row[1]! };
    if (ctx.changes.isWithheld(owner)) return null;
    const company = row[2]!;
    const best = kept.get(company);
    const better =
      !best ||
      (best.dataset !== 'firmographics' && owner.dataset === 'firmographics');
    if (wanted.has(company) && better) kept.set(company, owner);
    return row;
  });
  const anchors = new Map<string, Owner | null>();
  for (const [id, company] of companyOf) {
    anchors.set(id, kept.get(company) ?? null);
  }
  return anchors;
}
