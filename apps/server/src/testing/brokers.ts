import type { Db } from '../db/database';
import { sql } from 'kysely';

// eb.broker's H-W states (ARCHITECTURE §3 demo accounts).
export const EB_BROKER_STATES = ['CA', 'NV', 'OR', 'WA'] as const;

const inWest = sql`sc.state in (${sql.join([...EB_BROKER_STATES])})`;

export interface DemoBroker {
  msid: string;
  name: string;
  clients: number;
  westClients: number;
}

const HAVING = {
  largest: (_west: unknown) => sql<boolean>`1 = 1`,
  mixed: (west: unknown) => sql<boolean>`${west} > 0 and ${west} < count(*)`,
  'outside-west': (west: unknown) => sql<boolean>`${west} = 0`,
};

/**
 * The demo broker with the most clients: of all, with clients both in and
 * outside eb.broker's states ('mixed'), or with none in them.
 */
export async function pickBroker(
  db: Db,
  kind: keyof typeof HAVING,
): Promise<DemoBroker> {
  const west = sql<number>`sum(case when ${inWest} then 1 else 0 end)`;
  const rows = await db
    .selectFrom('search_company_brokers as l')
    .innerJoin('search_companies as sc', 'sc.muns', 'l.muns')
    .innerJoin('search_brokers as b', 'b.msid', 'l.msid')
    .select((eb) => [
      'l.msid',
      'b.name_normalized',
      eb.fn.countAll().as('clients'),
      west.as('west'),
    ])
    .groupBy(['l.msid', 'b.name_normalized'])
    .having(HAVING[kind](west))
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('l.msid')
    .limit(1)
    .execute();
  const row = rows[0];
  if (!row) throw new Error(`no ${kind} broker in the demo data`);
  return {
    msid: String(row.msid),
    name: String(row.name_normalized),
    clients: Number(row.clients),
    westClients: Number(row.west),
  };
}
