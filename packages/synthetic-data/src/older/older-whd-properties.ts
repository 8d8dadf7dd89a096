import { columnIndex } from '../columns';
import { PROPERTIES_HEADER } from '../headers/custom';
import { WHD_HEADER } from '../headers/whd';
import type { OlderContext } from './older-context';
import { rewriteNewest } from './newest-file';

// Wage and hour cases concluded lately, and properties bought lately: the
// older extract lacks some of them.

const W = columnIndex(WHD_HEADER);
const P = columnIndex(PROPERTIES_HEADER);

export async function olderWhd(ctx: OlderContext): Promise<void> {
  await rewriteNewest(ctx, {
    file: 'whd_whisard.csv',
    header: WHD_HEADER,
    dataset: 'whd',
    keyOf: (row) => row[W.case_id]!,
    dateOf: (row) => row[W.findings_end_date]!,
  });
}

export async function olderProperties(ctx: OlderContext): Promise<void> {
  await rewriteNewest(ctx, {
    file: 'properties.csv',
    header: PROPERTIES_HEADER,
    dataset: 'properties',
    keyOf: (row) => row[P.PROPERTY_ID]!,
    dateOf: (row) => row[P.LAST_SALE_DATE]!,
  });
}
