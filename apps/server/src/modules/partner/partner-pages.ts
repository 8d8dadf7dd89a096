import { partnerPageSchema } from '@edge/contracts';
import type { z } from 'zod';
import type {
  PartnerCaller,
  PartnerClient,
  PartnerQuery,
} from './partner-client';
import { PartnerError } from './partner.errors';

/** SPEC §9: the partner's page size. */
export const PARTNER_PAGE_SIZE = 100;
// A partner whose pages never end is given up on: 50 pages is 5,000 rows,
// far beyond any agency's users or one company's accounts.
export const MAX_PAGES = 50;

/**
 * Every row of a partner collection: pages of 100 read in turn until the
 * count is reached or no next page is named.
 */
export async function readAllPages<S extends z.ZodType>(
  client: PartnerClient,
  caller: PartnerCaller,
  path: string,
  query: PartnerQuery,
  item: S,
): Promise<{ count: number; value: z.infer<S>[] }> {
  const schema = partnerPageSchema(item);
  const value: z.infer<S>[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await client.get(
      caller,
      path,
      {
        ...query,
        $skip: String(value.length),
        $top: String(PARTNER_PAGE_SIZE),
      },
      schema,
    );
    value.push(...answer.value);
    const count = answer['@odata.count'];
    const isLast =
      !answer['@odata.nextLink'] ||
      answer.value.length === 0 ||
      value.length >= count;
    if (isLast) return { count: Math.max(count, value.length), value };
  }
  throw new PartnerError('PARTNER_UNAVAILABLE', { partnerPath: path });
}
