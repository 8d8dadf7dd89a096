import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

// PostgreSQL's COPY ... FROM STDIN through Kysely (docs/decisions/0013): a
// statement of that form with ONE parameter sends the parameter as the
// COPY data on the same connection, so it runs inside the caller's
// transaction like any other statement. Everything else goes to pg as is.

const COPY_FROM_STDIN = /^copy\s[^;]+\sfrom\s+stdin$/i;

/** Whether `text` is a statement this pool runs as a COPY. */
export const isCopyFromStdin = (text: string): boolean =>
  COPY_FROM_STDIN.test(text);

async function copyIn(
  client: pg.PoolClient,
  text: string,
  data: unknown,
): Promise<{ command: 'INSERT'; rowCount: number; rows: never[] }> {
  if (typeof data !== 'string') {
    throw new TypeError('COPY FROM STDIN takes its data as one text parameter');
  }
  const stream = client.query(copyFrom(text));
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(data);
  });
  // Kysely reads an insert's count from rowCount.
  return { command: 'INSERT', rowCount: stream.rowCount, rows: [] };
}

/** A Kysely pool over `pool` whose connections also run COPY FROM STDIN. */
export function poolWithCopy(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (textOrCursor: unknown, parameters?: readonly unknown[]) =>
      typeof textOrCursor === 'string' &&
      parameters?.length === 1 &&
      isCopyFromStdin(textOrCursor)
        ? copyIn(client, textOrCursor, parameters[0])
        : client.query(textOrCursor as string, parameters as unknown[]);
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let own = wrapped.get(client);
      if (!own) wrapped.set(client, (own = wrap(client)));
      return own;
    },
    end: () => pool.end(),
  };
}
