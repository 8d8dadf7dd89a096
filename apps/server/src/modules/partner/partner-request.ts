import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { currentUser } from '../../plugins/access';
import type { PartnerClient } from './partner-client';
import {
  requirePartnerCredentials,
  type CredentialsOf,
} from './partner-credentials';
import type { PartnerApi } from './partner.service';

export interface PartnerRouteDeps {
  db: Db;
  client: PartnerClient;
  credentialsOf: CredentialsOf;
}

/** The partner API as the signed-in partner user may call it. */
export async function partnerApiOf(
  deps: PartnerRouteDeps,
  request: FastifyRequest,
): Promise<PartnerApi> {
  const credentials = await requirePartnerCredentials(
    deps.db,
    currentUser(request),
    deps.credentialsOf,
  );
  return {
    client: deps.client,
    // X-Subcomponent when it is CL or EB (the subcomponent plugin).
    caller: { credentials, subcomponent: request.subcomponent },
  };
}
