import { columnIndex } from '../columns';
import { FILE, OUTPUT_FILES, YEARS } from '../files';
import { F5500_HEADER } from '../headers/f5500';
import { F5500_SF_HEADER } from '../headers/f5500-sf';
import type { OlderContext } from './older-context';
import { recordsOf } from './rewrite-file';

// Every plan of today's Form 5500 and 5500-SF files with its filings per
// plan year (EIN + plan number name a plan, each year under a new ACK_ID).

export type FilingDataset = 'f5500' | 'f5500_sf';

export interface PlanFilings {
  key: string;
  dataset: FilingDataset;
  /** ACK_IDs per plan year, in YEARS order. */
  acks: string[][];
  /** Newest-year filings marked final (the plan ended). */
  finalAcks: Set<string>;
}

/** Where a filing file names its plan, by form. */
export const FILING_LAYOUTS = {
  f5500: {
    header: F5500_HEADER,
    ack: columnIndex(F5500_HEADER).ACK_ID,
    file: (yearIndex: number) => OUTPUT_FILES[FILE.f5500(yearIndex)]!.name,
    ein: columnIndex(F5500_HEADER).SPONS_DFE_EIN,
    pn: columnIndex(F5500_HEADER).SPONS_DFE_PN,
    final: columnIndex(F5500_HEADER).FINAL_FILING_IND,
  },
  f5500_sf: {
    header: F5500_SF_HEADER,
    ack: columnIndex(F5500_SF_HEADER).ACK_ID,
    file: (yearIndex: number) => OUTPUT_FILES[FILE.sf(yearIndex)]!.name,
    ein: columnIndex(F5500_SF_HEADER).SF_SPONS_EIN,
    pn: columnIndex(F5500_SF_HEADER).SF_PLAN_NUM,
    final: columnIndex(F5500_SF_HEADER).SF_FINAL_FILING_IND,
  },
} as const;

export const FILING_DATASETS = ['f5500', 'f5500_sf'] as const;

export async function planIndex(
  ctx: OlderContext,
): Promise<Map<string, PlanFilings>> {
  const plans = new Map<string, PlanFilings>();
  for (const dataset of FILING_DATASETS) {
    const layout = FILING_LAYOUTS[dataset];
    for (const yearIndex of YEARS.keys()) {
      const name = layout.file(yearIndex);
      for await (const row of recordsOf(ctx, name, layout.header)) {
        const key = `${dataset}:${row[layout.ein]}:${row[layout.pn]}`;
        let plan = plans.get(key);
        if (!plan) {
          plan = {
            key,
            dataset,
            acks: YEARS.map(() => []),
            finalAcks: new Set(),
          };
          plans.set(key, plan);
        }
        const ack = row[layout.ack]!;
        plan.acks[yearIndex]!.push(ack);
        if (row[layout.final] === '1') plan.finalAcks.add(ack);
      }
    }
  }
  return plans;
}
