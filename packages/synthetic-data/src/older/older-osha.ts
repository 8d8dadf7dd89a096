import { columnIndex } from '../columns';
import { OSHA_INSPECTION_HEADER, OSHA_VIOLATION_HEADER } from '../headers/osha';
import { olderAmount, unitOf } from './older-choice';
import type { OlderContext } from './older-context';
import { rewriteNewest } from './newest-file';
import { rewriteFile } from './rewrite-file';

// OSHA: newer inspections with their citations, citations added to an
// inspection, and penalties that changed (most often settled lower).

const I = columnIndex(OSHA_INSPECTION_HEADER);
const V = columnIndex(OSHA_VIOLATION_HEADER);

const NEW_CITATION_SHARE = 0.06;
const PENALTY_CHANGE_SHARE = 0.15;

function olderPenalty(ctx: OlderContext, row: string[], key: string) {
  const current = Number(row[V.current_penalty]);
  const initial = Number(row[V.initial_penalty]);
  const older = row.slice();
  if (current < initial) {
    // Before the settlement: the penalty as issued, no final order yet.
    older[V.current_penalty] = row[V.initial_penalty]!;
    older[V.final_order_date] = '';
  } else {
    older[V.current_penalty] = olderAmount(
      row[V.current_penalty]!,
      ctx.seed,
      'osha penalty',
      key,
    );
  }
  return older;
}

export async function olderOsha(ctx: OlderContext): Promise<void> {
  const leftOut = await rewriteNewest(ctx, {
    file: 'osha_inspection.csv',
    header: OSHA_INSPECTION_HEADER,
    dataset: 'osha_inspection',
    keyOf: (row) => row[I.activity_nr]!,
    dateOf: (row) => row[I.open_date]!,
  });
  await rewriteFile(ctx, 'osha_violation.csv', OSHA_VIOLATION_HEADER, (row) => {
    const activity = row[V.activity_nr]!;
    const key = `${activity}:${row[V.citation_id]}`;
    const owner = { dataset: 'osha_inspection', key: activity } as const;
    // A deleted item is no citation (the importer rejects it).
    if (row[V.delete_flag] === 'X') return leftOut.has(activity) ? null : row;
    if (
      leftOut.has(activity) ||
      unitOf(ctx.seed, 'osha new citation', key) < NEW_CITATION_SHARE
    ) {
      ctx.changes.add('osha_violation', key, 'new', owner);
      return null;
    }
    const hasPenalty = Number(row[V.initial_penalty]) > 0;
    if (
      !hasPenalty ||
      unitOf(ctx.seed, 'osha penalty change', key) >= PENALTY_CHANGE_SHARE
    ) {
      return row;
    }
    ctx.changes.add('osha_violation', key, 'penalty', owner);
    return olderPenalty(ctx, row, key);
  });
}
