import { moduleOfRecordId } from '@edge/contracts';
import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../../plugins/access';

export type FavoriteAction =
  'favorite_add' | 'favorite_update' | 'favorite_remove';

/** Records a favorite change in the activity log (never awaited). */
export function logFavoriteChange(
  app: FastifyInstance,
  auth: RequestAuth,
  action: FavoriteAction,
  productCode: number,
  summary: string,
  resultCount: number | null = null,
): void {
  app.activity.record({
    accountId: auth.accountId,
    userId: auth.userId,
    action,
    module: moduleOfRecordId(productCode) ?? null,
    summary,
    resultCount,
  });
}
