import { columnIndex } from '../columns';
import { YEARS } from '../files';
import { F5500_HEADER } from '../headers/f5500';
import { F5500_SF_HEADER } from '../headers/f5500-sf';
import type { FilingEdit } from './filing-edits';
import { olderAmount } from './older-choice';
import type { OlderContext } from './older-context';
import { FILING_DATASETS, FILING_LAYOUTS } from './plan-index';
import { rewriteFile } from './rewrite-file';

// The Form 5500 and 5500-SF files of the older extract.

const F = columnIndex(F5500_HEADER);
const S = columnIndex(F5500_SF_HEADER);

/** Participant counts at the beginning of the year: all, and active. */
const PARTICIPANTS = {
  f5500: [F.TOT_PARTCP_BOY_CNT, F.TOT_ACTIVE_PARTCP_CNT],
  f5500_sf: [S.SF_TOT_PARTCP_BOY_CNT, S.SF_TOT_ACT_PARTCP_BOY_CNT],
} as const;

const withoutCodes = (codes: string, dropped: readonly string[]) =>
  (codes.match(/../g) ?? []).filter((c) => !dropped.includes(c)).join('');

function olderFiling(
  ctx: OlderContext,
  dataset: (typeof FILING_DATASETS)[number],
  row: string[],
  edit: FilingEdit,
): string[] | null {
  const { owner } = edit;
  if (edit.leftOut) {
    ctx.changes.withhold(owner);
    ctx.changes.add(dataset, owner.key, edit.leftOut, owner);
    return null;
  }
  const older = row.slice();
  if (edit.unfinal) {
    older[FILING_LAYOUTS[dataset].final] = '';
    ctx.changes.add(dataset, owner.key, 'final', owner);
  }
  if (edit.participants) {
    for (const column of PARTICIPANTS[dataset]) {
      // One purpose for both counts: the plan grew or shrank as a whole.
      older[column] = olderAmount(
        row[column]!,
        ctx.seed,
        'participants',
        owner.key,
      );
    }
    ctx.changes.add(dataset, owner.key, 'participants', owner);
  }
  const dropped = [...edit.contracts.values()].filter((c) => c.dropped).length;
  if (dataset === 'f5500' && dropped > 0) {
    older[F.NUM_SCH_A_ATTACHED_CNT] = String(
      Number(row[F.NUM_SCH_A_ATTACHED_CNT]) - dropped,
    );
    older[F.TYPE_WELFARE_BNFT_CODE] = withoutCodes(
      row[F.TYPE_WELFARE_BNFT_CODE]!,
      edit.droppedCodes,
    );
    ctx.changes.add(dataset, owner.key, 'new_line', owner);
  }
  return older;
}

export async function olderFilings(
  ctx: OlderContext,
  edits: ReadonlyMap<string, FilingEdit>,
): Promise<void> {
  for (const dataset of FILING_DATASETS) {
    const layout = FILING_LAYOUTS[dataset];
    for (const yearIndex of YEARS.keys()) {
      await rewriteFile(ctx, layout.file(yearIndex), layout.header, (row) => {
        const edit = edits.get(row[layout.ack]!);
        return edit ? olderFiling(ctx, dataset, row, edit) : row;
      });
    }
  }
}
