import { sql, type SqlBool } from 'kysely';
import type { ActivityScope } from './activity-scope';
import type { BucketPiece, PeriodKind, RangePiece } from './range-pieces';

/** One counter row of a report's range, whichever table it comes from. */
export interface CounterRow {
  // The chart bucket the row counts in (else its period).
  bucket: string;
  user_id: number;
  sign_ins: number;
  searches: number;
  company_views: number;
  exports: number;
  changes: number;
  // The row's last day with activity, or null.
  last_active: string | null;
}

/** A counter row counts its user as active: anything but failed sign-ins. */
export const ACTIVE_ROW = sql<SqlBool>`(u.sign_ins + u.searches + u.company_views + u.exports + u.changes) > 0`;

const TABLES: Record<
  PeriodKind,
  { table: string; period: string; lastActive: ReturnType<typeof sql> }
> = {
  day: {
    table: 'activity_daily',
    period: 'r.day',
    lastActive: sql`case when (r.sign_ins + r.searches + r.company_views + r.exports + r.changes) > 0 then r.day end`,
  },
  week: {
    table: 'activity_weekly',
    period: 'r.week',
    lastActive: sql.ref('r.last_active'),
  },
  month: {
    table: 'activity_monthly',
    period: 'r.month',
    lastActive: sql.ref('r.last_active'),
  },
};

function pieceRows(scope: ActivityScope, piece: RangePiece | BucketPiece) {
  const { table, period, lastActive } = TABLES[piece.kind];
  const label = 'bucket' in piece ? piece.bucket : null;
  const bucket = label === null ? sql.ref(period) : sql`cast(${label} as text)`;
  // A group's members by the tables' (account, user, period) keys.
  const members =
    scope.groupId === undefined
      ? sql``
      : sql`and r.user_id in (select user_id from user_group_members where group_id = ${scope.groupId})`;
  return sql`select ${bucket} as bucket, r.user_id, r.sign_ins, r.searches,
      r.company_views, r.exports, r.changes, ${lastActive} as last_active
    from ${sql.table(table)} as r
    where r.account_id = ${scope.accountId}
      and ${sql.ref(period)} >= ${piece.from} and ${sql.ref(period)} <= ${piece.to}
      ${members}`;
}

/**
 * The counter rows of a scope over a range's pieces (rangePieces or
 * bucketPieces): daily rows for loose days, weekly and monthly rollups for
 * whole weeks and months, as one derived table `u`.
 */
export function counterRows(
  scope: ActivityScope,
  pieces: readonly (RangePiece | BucketPiece)[],
) {
  const rows = pieces.map((piece) => pieceRows(scope, piece));
  return sql<CounterRow>`(${sql.join(rows, sql` union all `)})`.as('u');
}
