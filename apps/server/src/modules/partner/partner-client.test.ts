import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  partnerAgencyUserSchema,
  partnerFeatureLicenseSchema,
  partnerPageSchema,
} from '@edge/contracts';
import {
  startPartnerSandbox,
  type RunningSandbox,
} from '@edge/partner-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerClient, type PartnerCaller } from './partner-client';
import type { PartnerError } from './partner.errors';
import { readAllPages } from './partner-pages';

const licences = partnerPageSchema(partnerFeatureLicenseSchema);

// A peer on loopback that answers what a broken partner would.
function brokenPartner(): Promise<Server> {
  const server = createServer((request, response) => {
    calls.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/not-json')) return response.end('<html>');
    if (request.url?.startsWith('/endless')) {
      // One row a page, a next page always, a count it never reaches.
      return response.end(
        JSON.stringify({
          '@odata.count': 1_000_000,
          value: [
            {
              id: 'AU-1',
              userName: 'a',
              firstName: 'A',
              lastName: 'B',
              email: 'a@b.example',
              isEnabled: true,
            },
          ],
          '@odata.nextLink': 'http://127.0.0.1/endless?$skip=1',
        }),
      );
    }
    // A licence missing has_ams and naming the agency by a number.
    response.end(
      JSON.stringify({
        '@odata.count': 1,
        value: [{ agencyId: 7, agencyName: 'X', agency_users: true }],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server)),
  );
}
const calls: string[] = [];

describe('the partner API client', () => {
  let sandbox: RunningSandbox;
  let broken: Server;
  let caller: PartnerCaller;
  const client = (baseUrl: string) =>
    new PartnerClient({ baseUrl, timeoutMs: 2000, sleep: async () => {} });
  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => ({ status: 200 }),
      (error: PartnerError) => ({
        status: error.statusCode,
        extraData: error.extraData,
      }),
    );

  beforeAll(async () => {
    sandbox = await startPartnerSandbox({ port: 0 });
    broken = await brokenPartner();
    caller = {
      credentials: {
        accessToken: sandbox.issueApiToken('partner.broker'),
        userName: 'partner.broker',
        agencyId: 'AG-1001',
      },
      subcomponent: null,
    };
  });
  afterAll(async () => {
    await sandbox.close();
    broken.close();
  });

  it('should not retry a 400 or a 404', async () => {
    const seen: string[] = [];
    const counting = new PartnerClient({
      baseUrl: sandbox.url,
      timeoutMs: 2000,
      sleep: async () => {},
      fetch: (input, init) => {
        seen.push(String(input));
        return fetch(input, init);
      },
    });
    const badTop = counting.get(
      caller,
      'agencies/v2.0/agencyuser',
      { $top: '500' },
      licences,
    );
    expect(await statusOf(badTop)).toEqual({
      status: 502,
      extraData: {
        code: 'PARTNER_UNAVAILABLE',
        partnerPath: 'agencies/v2.0/agencyuser',
        partnerStatus: 400,
      },
    });
    const missing = counting.get(caller, 'no/such/resource', {}, licences);
    expect(await statusOf(missing)).toMatchObject({
      status: 502,
      extraData: { partnerStatus: 404 },
    });
    expect(seen).toHaveLength(2);
  });

  it('should refuse a malformed answer with 502, without passing it on', async () => {
    const base = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    const answer = client(base).get(
      caller,
      'licenses/v2.0/featurelicense',
      {},
      licences,
    );
    expect(await statusOf(answer)).toEqual({
      status: 502,
      extraData: {
        code: 'PARTNER_UNAVAILABLE',
        partnerPath: 'licenses/v2.0/featurelicense',
        partnerStatus: 200,
      },
    });
    const notJson = client(base).get(caller, 'not-json', {}, licences);
    expect(await statusOf(notJson)).toMatchObject({ status: 502 });
  });

  it('should give up on a partner whose pages never end', async () => {
    const base = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    calls.length = 0;
    const pages = readAllPages(
      client(base),
      caller,
      'endless',
      {},
      partnerAgencyUserSchema,
    );
    expect(await statusOf(pages)).toMatchObject({ status: 502 });
    expect(calls).toHaveLength(50);
  });

  it('should answer 502 when no partner API is configured', async () => {
    const answer = client('').get(caller, 'userinfo', {}, licences);
    expect(await statusOf(answer)).toMatchObject({ status: 502 });
  });

  it('should offer no method but GET', () => {
    const methods = Object.getOwnPropertyNames(PartnerClient.prototype);
    expect(
      methods.filter((m) => !['constructor', 'headers', 'getRaw'].includes(m)),
    ).toEqual(['get']);
  });
});
