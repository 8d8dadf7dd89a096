import {
  ebCriteriaSchema,
  FEATURE_FLAG_DEFAULTS,
  pcCriteriaSchema,
} from '@edge/contracts';
import { describe, expect, it, vi } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { testPasswords, useTestDb } from '../../testing/test-db';
import { migrateToLatest } from '../migrate';
import { DEMO_MFA_SECRET, DEMO_PASSWORD } from './demo-users';
import { seedDatabase } from './seed';

// ARCHITECTURE §3: username, type, role, account_type and products.
const EXPECTED = [
  ['pc.broker', 1, '0', 1, { PC: 'All States' }],
  ['eb.broker', 1, '0', 1, { 'H-W': 'CA,OR,WA,NV' }],
  [
    'full.broker',
    1,
    '0',
    1,
    {
      PC: 'All States',
      'H-W': 'All States',
      SGR: 'All States',
      'A-R': 'All States',
    },
  ],
  ['territory.broker', 1, '0', 1, { PC: 'US Territories,TX' }],
  ['ent.admin', 4, '1', 2, { PC: 'All States', 'H-W': 'All States' }],
  ['ent.group', 4, '2', 2, { PC: 'All States' }],
  ['corp.admin', 2, '1', 2, { PC: 'All States' }],
  ['agency.owner', 3, '2', 1, { PC: 'All States' }],
  ['agency.user', 3, '1', 1, { PC: 'All States' }],
  ['trial.broker', 1, '0', 3, { PC: 'TX,OK' }],
  ['partner.broker', 1, '0', 6, { PC: 'All States', 'H-W': 'All States' }],
  ['mfa.broker', 1, '0', 1, { PC: 'All States' }],
  ['staff.admin', 1, '2', 7, { PC: 'All States', 'H-W': 'All States' }],
] as const;

describeEachDialect('seed', (dialect) => {
  const db = useTestDb(dialect);

  const users = () =>
    db()
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .selectAll('users')
      .select([
        'accounts.account_type',
        'accounts.plan',
        'accounts.renewal_date',
      ])
      .orderBy('users.id')
      .execute();

  it('should seed the demo users of ARCHITECTURE §3', async () => {
    const rows = await users();
    expect(
      rows.map((u) => [
        u.username,
        u.type,
        u.role,
        u.account_type,
        JSON.parse(u.products),
      ]),
    ).toEqual(EXPECTED.map((e) => [...e]));
    for (const user of rows) {
      expect(user.email).toBe(`${user.username}@demo.edge.local`);
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(
        await testPasswords.verify(user.password_hash, DEMO_PASSWORD),
      ).toBe(true);
      // Internal staff (type 7) are on no plan; every customer is on one.
      if (user.account_type === 7) expect(user.plan).toBeNull();
      else expect(user.plan).toMatch(/^(trial|regional|agency|enterprise)$/);
      expect(user.renewal_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('should set the flags and acls the table lists', async () => {
    const byName = new Map((await users()).map((u) => [u.username, u]));
    const acls = (name: string) => JSON.parse(byName.get(name)!.acls);
    expect(acls('ent.group').PC).toEqual({
      ACTIVITY_REP_GROUP: '1',
      ACTIVITY_REP_GROUP_ID: '12',
      ACTIVITY_REP_ALL: '0',
      ENTERPERISE_ACC_ADMIN: '0',
      EXPORT_HISTORY_ENABLE: '0',
    });
    expect(Object.keys(acls('full.broker'))).toEqual([
      'PC',
      'H-W',
      'SGR',
      'A-R',
    ]);
    expect(acls('ent.admin')['H-W'].ENTERPERISE_ACC_ADMIN).toBe('1');
    expect(byName.get('trial.broker')!.enable_adv_search).toBe('0');
    expect(byName.get('agency.owner')!.flag_show_upgrade_subscription).toBe(
      '1',
    );
    expect(byName.get('partner.broker')!.enable_eb_export_csv).toBe('0');
    expect(byName.get('mfa.broker')).toMatchObject({
      require_mfa_login: '1',
      mfa_secret: DEMO_MFA_SECRET,
    });
    expect(byName.get('pc.broker')!.mfa_secret).toBeNull();
  });

  it('should seed the feature flags with their defaults', async () => {
    const flags = await db().selectFrom('feature_flags').selectAll().execute();
    expect(
      Object.fromEntries(flags.map((f) => [f.key, JSON.parse(f.value)])),
    ).toEqual(FEATURE_FLAG_DEFAULTS);
  });

  it('should seed no alert and no export: alerts come from imports', async () => {
    expect(await db().selectFrom('alerts').selectAll().execute()).toEqual([]);
    expect(await db().selectFrom('exports').selectAll().execute()).toEqual([]);
  });

  it('should seed saved searches for pc.broker and eb.broker', async () => {
    const rows = await db()
      .selectFrom('saved_searches')
      .innerJoin('users', 'users.id', 'saved_searches.user_id')
      .select([
        'users.username',
        'saved_searches.product_code',
        'saved_searches.search_name',
        'saved_searches.content',
      ])
      .orderBy('saved_searches.created_at', 'desc')
      .execute();
    expect(
      rows.map((r) => [r.username, r.product_code, r.search_name]),
    ).toEqual([
      ['pc.broker', 5, 'Texas contractors, 50 to 500 employees'],
      ['eb.broker', 7, 'West Coast health plans renewing in Q1'],
      ['pc.broker', 5, 'Trucking fleets with OSHA violations'],
      ['pc.broker', 5, 'Old search (needs review)'],
    ]);
    const criteria = rows.map(
      (r) => JSON.parse(r.content).webappSearchCriteria,
    );
    expect(pcCriteriaSchema.safeParse(criteria[0]).success).toBe(true);
    expect(ebCriteriaSchema.safeParse(criteria[1]).success).toBe(true);
    expect(pcCriteriaSchema.safeParse(criteria[3]).success).toBe(false);
  });

  it('should change nothing and hash nothing on a second start', async () => {
    const hash = vi.fn(async () => 'unused');
    expect(await migrateToLatest(db(), dialect)).toEqual([]);
    const seeded = await seedDatabase(db(), {
      seedDemo: true,
      hashPassword: hash,
      demoPassword: DEMO_PASSWORD,
    });
    expect(seeded).toBe(false);
    expect(hash).not.toHaveBeenCalled();
    expect(await users()).toHaveLength(13);
    expect(
      await db().selectFrom('saved_searches').select('id').execute(),
    ).toHaveLength(4);
  });

  describe('without the demo', () => {
    const empty = useTestDb(dialect, { seedDemo: false });

    it('should seed flags but no accounts', async () => {
      expect(
        await empty().selectFrom('accounts').selectAll().execute(),
      ).toEqual([]);
      expect(
        await empty().selectFrom('feature_flags').selectAll().execute(),
      ).toHaveLength(Object.keys(FEATURE_FLAG_DEFAULTS).length);
    });
  });
});
