import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE, OUTPUT_FILES } from '../files';
import { ChangeLog } from './change-log';
import { companyAnchors } from './company-anchors';
import { contractIndex } from './contract-index';
import { filingEdits } from './filing-edits';
import { olderFilings } from './older-filings';
import { olderFmcsa } from './older-fmcsa';
import { olderOsha } from './older-osha';
import { olderSchedules } from './older-schedules';
import { olderWc } from './older-wc';
import { olderProperties, olderWhd } from './older-whd-properties';
import { planFates } from './plan-fates';
import { planIndex } from './plan-index';

// An older extract of the same world, derived from today's files: importing
// it first and today's files next gives the differences a data refresh
// brings (new inspections, cases, carriers, properties, policies and
// filings; changed penalties, census figures, carriers, brokers, premiums,
// participants; cancellations, plan terminations, new plans and lines).
// The same files and seed always give the same bytes.

export const OLDER_FOLDER = 'older';

// Data sets no alert watches: the older extract has them as they are.
const AS_TODAY = [FILE.contacts, FILE.firmographics, FILE.crime, FILE.nri];

export interface OlderSummary {
  /** The older extract's folder, changed-keys.csv included. */
  dir: string;
  /** Rows of changed-keys.csv: records of today's extract that differ. */
  changed: number;
}

/** Writes `<newerDir>/older/`: the older extract and changed-keys.csv. */
export async function deriveOlderExtract(options: {
  seed: number;
  newerDir: string;
}): Promise<OlderSummary> {
  const { seed, newerDir } = options;
  const olderDir = join(newerDir, OLDER_FOLDER);
  await mkdir(olderDir, { recursive: true });
  const ctx = { seed, newerDir, olderDir, changes: new ChangeLog(olderDir) };
  const plans = await planIndex(ctx);
  const fates = planFates(seed, plans);
  const edits = filingEdits(seed, fates, await contractIndex(ctx, fates));
  await olderFilings(ctx, edits);
  await olderSchedules(ctx, edits);
  await olderOsha(ctx);
  await olderWhd(ctx);
  await olderFmcsa(ctx);
  await olderWc(ctx);
  await olderProperties(ctx);
  for (const file of AS_TODAY) {
    const { name } = OUTPUT_FILES[file]!;
    await copyFile(join(newerDir, name), join(olderDir, name));
  }
  const changed = await ctx.changes.finish(await companyAnchors(ctx));
  return { dir: olderDir, changed };
}
