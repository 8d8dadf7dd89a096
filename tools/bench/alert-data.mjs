// Bench data for the alert budgets: a user's 100,000 alerts, and 10,000
// users with a few new alerts each. Written straight into the tables, in
// the shape delivery writes them: the benchmark measures the reads and the
// digest, not how the rows came to be.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';

const require = createRequire(join(import.meta.dirname, '../../apps/server/'));

const CHUNK = 400;
const PC_TYPES = [
  'wc_renewal_reminder',
  'dot_renewal_reminder',
  'osha_inspection',
  'osha_violation',
  'whd_case',
  'motor_carrier_changed',
  'property_new',
  'wc_carrier_changed',
];

/** A connection to the bench database: `?` parameters on both. */
export async function openBenchDb(env) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const toPg = (text) => {
      let i = 0;
      return text.replace(/\?/g, () => `$${++i}`);
    };
    return {
      all: async (text, params = []) =>
        (await client.query(toPg(text), params)).rows,
      run: async (text, params = []) => {
        await client.query(toPg(text), params);
      },
      close: () => client.end(),
    };
  }
  const Database = require('better-sqlite3');
  const db = new Database(join(env.DATA_DIR, 'edge.sqlite'));
  db.pragma('busy_timeout = 10000');
  return {
    all: async (text, params = []) => db.prepare(text).all(params),
    run: async (text, params = []) => {
      db.prepare(text).run(params);
    },
    close: async () => db.close(),
  };
}

async function insertMany(db, table, columns, rows) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const marks = `(${columns.map(() => '?').join(', ')})`;
    await db.run(
      `insert into ${table} (${columns.join(', ')}) values ${chunk.map(() => marks).join(', ')}`,
      chunk.flat(),
    );
  }
}

const dateOf = (i) =>
  new Date(Date.UTC(2024, 0, 1) + (i % 1000) * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** Favorites with their subscriptions for one user; their ids. */
async function subscribe(db, userId, muns, now) {
  await insertMany(
    db,
    'favorites',
    ['user_id', 'product_code', 'muns', 'created_at', 'updated_at'],
    muns.map((m) => [userId, 5, m, now, now]),
  );
  const favorites = await db.all(
    `select id, muns from favorites f where user_id = ? and product_code = 5
       and not exists
         (select 1 from alert_subscriptions s where s.favorite_id = f.id)`,
    [userId],
  );
  await insertMany(
    db,
    'alert_subscriptions',
    [
      'user_id',
      'kind',
      'favorite_id',
      'application',
      'muns',
      'enabled',
      'started_at',
      'created_at',
      'updated_at',
    ],
    favorites.map((f) => [
      userId,
      'favorite',
      f.id,
      'PC',
      f.muns,
      1,
      now,
      now,
      now,
    ]),
  );
  return db.all('select id, muns from alert_subscriptions where user_id = ?', [
    userId,
  ]);
}

/** `count` events spread over the subscriptions, and their alerts. */
async function eventsAndAlerts(
  db,
  userId,
  subscriptions,
  count,
  tag,
  now,
  checkedShare = 0.7,
) {
  const events = [];
  for (let i = 0; i < count; i += 1) {
    const sub = subscriptions[i % subscriptions.length];
    events.push([
      sub.muns,
      PC_TYPES[i % PC_TYPES.length],
      dateOf(i * 7),
      `Bench event ${i}`,
      '[]',
      `${tag}:${i}`,
      now,
    ]);
  }
  await insertMany(
    db,
    'company_events',
    [
      'muns',
      'type',
      'occurred_date',
      'summary',
      'changes',
      'event_key',
      'created_at',
    ],
    events,
  );
  const stored = await db.all(
    `select e.id, e.muns, e.type, e.occurred_date, c.name
     from company_events e left join companies c on c.muns = e.muns
     where e.event_key like ? order by e.id`,
    [`${tag}:%`],
  );
  const subOf = new Map(subscriptions.map((s) => [s.muns, s.id]));
  await insertMany(
    db,
    'alerts',
    [
      'user_id',
      'event_id',
      'subscription_id',
      'application',
      'muns',
      'type',
      'occurred_date',
      'company_name',
      'checked',
      'created_at',
    ],
    stored.map((e, i) => [
      userId,
      e.id,
      subOf.get(e.muns),
      'PC',
      e.muns,
      e.type,
      e.occurred_date,
      e.name ?? null,
      i % 10 < checkedShare * 10 ? 1 : 0,
      now,
    ]),
  );
}

/**
 * Moves delivery's cursor past the events written here, as delivery would
 * have: the server does not deliver them again to the other subscribers
 * of the same companies.
 */
async function markDelivered(db, now) {
  await db.run(
    `insert into alert_cursors (name, value, updated_at)
     select 'delivered_event_id', cast(max(id) as text), ? from company_events
     where true
     on conflict (name) do update set value = excluded.value,
       updated_at = excluded.updated_at`,
    [now],
  );
}

/** full.broker's 100,000 alerts over 2,000 favorites. */
export async function seedUserAlerts(env, count = 100_000) {
  const db = await openBenchDb(env);
  try {
    const now = new Date().toISOString();
    const [user] = await db.all(
      "select id from users where username = 'full.broker'",
    );
    const muns = (
      await db.all(
        `select muns from companies where muns not in
           (select muns from favorites where user_id = ?)
         order by muns limit 2000`,
        [user.id],
      )
    ).map((r) => r.muns);
    const subscriptions = await subscribe(db, user.id, muns, now);
    await eventsAndAlerts(db, user.id, subscriptions, count, 'bench', now);
    await markDelivered(db, now);
  } finally {
    await db.close();
  }
}

/**
 * `users` users of full.broker's account with one favorite each and two
 * new, unchecked alerts: what one day's digest sends.
 */
export async function seedDigestUsers(env, users = 10_000) {
  const db = await openBenchDb(env);
  try {
    const now = new Date().toISOString();
    const [model] = await db.all(
      "select * from users where username = 'full.broker'",
    );
    const rows = [];
    for (let i = 0; i < users; i += 1) {
      rows.push([
        model.account_id,
        `digest.user.${i}`,
        `digest.user.${i}@demo.edge.local`,
        'Digest',
        `User ${i}`,
        model.type,
        model.role,
        model.products,
        model.acls,
        model.password_hash,
        1,
        now,
      ]);
    }
    await insertMany(
      db,
      'users',
      [
        'account_id',
        'username',
        'email',
        'first_name',
        'last_name',
        'type',
        'role',
        'products',
        'acls',
        'password_hash',
        'is_enabled',
        'created_at',
      ],
      rows,
    );
    const ids = await db.all(
      "select id from users where username like 'digest.user.%' order by id",
    );
    const muns = (
      await db.all('select muns from companies order by muns limit ?', [users])
    ).map((r) => r.muns);
    for (let i = 0; i < ids.length; i += 1) {
      const m = muns[i % muns.length];
      const subscriptions = await subscribe(db, ids[i].id, [m], now);
      // New alerts: none read yet.
      await eventsAndAlerts(
        db,
        ids[i].id,
        subscriptions,
        2,
        `digest-${i}`,
        now,
        0,
      );
    }
    await markDelivered(db, now);
    return ids.length;
  } finally {
    await db.close();
  }
}
