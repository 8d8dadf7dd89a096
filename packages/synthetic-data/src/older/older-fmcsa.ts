import { columnIndex } from '../columns';
import { FMCSA_CENSUS_HEADER } from '../headers/fmcsa';
import type { Owner } from './change-log';
import { olderAmount, unitOf } from './older-choice';
import type { OlderContext } from './older-context';
import { rewriteNewest } from './newest-file';
import { dayOf, dayTextLike } from './newest-rows';

// The motor carrier census: carriers added lately are new; others filed
// their MCS-150 again since the older extract, with new fleet figures.

const F = columnIndex(FMCSA_CENSUS_HEADER);

const CENSUS_CHANGE_SHARE = 0.12;

// The MCS-150 before today's: half a year to a year and a half earlier,
// never before the carrier was added.
function olderMcs150(ctx: OlderContext, row: string[], key: string): string {
  const text = row[F.MCS150_DATE]!;
  const filed = dayOf(text);
  const added = dayOf(row[F.ADD_DATE]!);
  if (filed === null || added === null || filed <= added) return text;
  const back = 180 + Math.floor(unitOf(ctx.seed, 'fmcsa mcs150', key) * 365);
  return dayTextLike(text, Math.max(added, filed - back));
}

function olderCensus(ctx: OlderContext, row: string[], owner: Owner) {
  const key = owner.key;
  if (unitOf(ctx.seed, 'fmcsa census change', key) >= CENSUS_CHANGE_SHARE) {
    return row;
  }
  ctx.changes.add('fmcsa_census', key, 'census', owner);
  const older = row.slice();
  // One purpose for both counts: the fleet grew or shrank as a whole.
  older[F.NBR_POWER_UNIT] = olderAmount(
    row[F.NBR_POWER_UNIT]!,
    ctx.seed,
    'fmcsa fleet',
    key,
  );
  older[F.DRIVER_TOTAL] = olderAmount(
    row[F.DRIVER_TOTAL]!,
    ctx.seed,
    'fmcsa fleet',
    key,
  );
  older[F.MCS150_DATE] = olderMcs150(ctx, row, key);
  return older;
}

export async function olderFmcsa(ctx: OlderContext): Promise<void> {
  await rewriteNewest(ctx, {
    file: 'fmcsa_census.csv',
    header: FMCSA_CENSUS_HEADER,
    dataset: 'fmcsa_census',
    keyOf: (row) => row[F.DOT_NUMBER]!,
    dateOf: (row) => row[F.ADD_DATE]!,
    older: (row, owner) => olderCensus(ctx, row, owner),
  });
}
