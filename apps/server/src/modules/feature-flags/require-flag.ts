import type { FeatureFlag } from '@edge/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { currentUser } from '../../plugins/access';
import { ForbiddenError } from '../../shared/errors';
import { isFlagOn } from './feature-flags.service';

/** 403 unless the flag is on for an account (a service's own check). */
export async function requireAccountFlag(
  db: Db,
  accountId: number,
  flag: FeatureFlag,
): Promise<void> {
  if (!(await isFlagOn(db, accountId, flag))) throw new ForbiddenError();
}

/**
 * The server's check of a flagged feature (SPEC §6: Statistics needs a
 * feature flag): 403 unless the flag is on for the caller's account. Call
 * it first in the handler of a route the flag gates.
 */
export async function requireFlag(
  request: FastifyRequest,
  flag: FeatureFlag,
): Promise<void> {
  await requireAccountFlag(
    request.server.db,
    currentUser(request).accountId,
    flag,
  );
}
