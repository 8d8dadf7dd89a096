import { ERROR_TEXTS } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  accountIdOf,
  activityOf,
  inviteBody,
  usersUrl,
} from '../../testing/manage-users';
import { readOutbox, resetTokenOf } from '../../testing/mail-text';
import { useTestApp } from '../../testing/test-app';

const PASSWORD = 'Harbor-Light-2031';

describeEachDialect('Manage Users invites', (dialect) => {
  const ctx = useTestApp(dialect);
  let meridian = 0;
  let cookie = '';
  beforeAll(async () => {
    meridian = await accountIdOf(ctx().db, 'ent.admin');
    cookie = await ctx().login('ent.admin');
  });
  const invite = (payload: object) =>
    ctx().app.inject({
      method: 'POST',
      url: usersUrl(meridian),
      payload,
      headers: { cookie },
    });
  const setPassword = (token: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/v1/site/resetpassword',
      payload: { token, password: PASSWORD },
    });
  const mailTo = async (address: string) => {
    await ctx().app.mailer.idle();
    return readOutbox(ctx().dataDir).filter((m) =>
      m.includes(`To: ${address}`),
    );
  };

  it('should create the user, mail a single-use link and let them sign in with it', async () => {
    const response = await invite(
      inviteBody('New.Hire', { email: 'new.hire@example.com' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: 'new.hire',
      email: 'new.hire@example.com',
      is_enabled: true,
      is_admin: false,
      products: { PC: 'TX,OK' },
      group_ids: [],
      last_sign_in: null,
    });
    const [mail, ...more] = await mailTo('new.hire@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toContain('Subject: You are invited to Edge');
    expect(mail).toContain(
      'invited you to Edge for Meridian Enterprise Insurance Services',
    );
    expect(mail).toContain('User name: new.hire');
    expect(mail).toContain('&invite=1');
    const token = resetTokenOf(mail!);
    expect((await setPassword(token)).statusCode).toBe(200);
    const again = await setPassword(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().extraData.code).toBe('RESET_LINK_INVALID');
    const session = await ctx().login('new.hire', PASSWORD);
    const data = await ctx().app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie: session },
    });
    expect(data.json()).toMatchObject({
      username: 'new.hire',
      account_id: meridian,
      products: { PC: 'TX,OK' },
    });
  });

  it('should refuse an invite link after its seven days', async () => {
    await invite(inviteBody('late.reader'));
    const [mail] = await mailTo('late.reader@example.com');
    const user = await ctx()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'late.reader')
      .executeTakeFirstOrThrow();
    const reset = await ctx()
      .db.selectFrom('password_resets')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const days = (Date.parse(reset.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await ctx()
      .db.updateTable('password_resets')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', user.id)
      .execute();
    expect((await setPassword(resetTokenOf(mail!))).json().extraData.code).toBe(
      'RESET_LINK_INVALID',
    );
  });

  it('should name the field of a bad or taken user name and a taken e-mail', async () => {
    const path = usersUrl(meridian);
    const bad = await invite(inviteBody('x'));
    expectAppError(bad, {
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: {
        code: 'VALIDATION',
        fields: {
          username:
            'Use 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
        },
      },
      method: 'POST',
      path,
    });
    const taken = await invite(inviteBody('PC.Broker'));
    expect(taken.json().extraData.fields).toEqual({
      username: 'That user name is taken. Choose another.',
    });
    const email = await invite(
      inviteBody('second.ana', { email: 'ana.delgado@demo.edge.local' }),
    );
    expect(email.json().extraData.fields).toEqual({
      email: 'A user of this account already has this e-mail address.',
    });
  });

  it('should refuse products or states the account has not bought', async () => {
    const sgr = await invite(
      inviteBody('sgr.wanted', { products: { SGR: 'All States' } }),
    );
    expectAppError(sgr, {
      statusCode: 400,
      message: 'The account has not bought some of these products or states.',
      extraData: { code: 'PRODUCTS_NOT_BOUGHT', products: { SGR: [] } },
      method: 'POST',
      path: usersUrl(meridian),
    });
    await ctx()
      .db.updateTable('accounts')
      .set({
        products: JSON.stringify({
          PC: 'US Territories,TX',
          'H-W': 'All States',
        }),
      })
      .where('id', '=', meridian)
      .execute();
    const beyond = await invite(
      inviteBody('ok.wanted', { products: { PC: 'PR,TX,OK' } }),
    );
    expect(beyond.json().extraData.products).toEqual({ PC: ['OK'] });
    const within = await invite(
      inviteBody('pr.wanted', { products: { PC: 'US Territories' } }),
    );
    expect(within.statusCode).toBe(201);
    const none = await invite(inviteBody('no.products', { products: {} }));
    expect(none.json().extraData.fields).toEqual({
      products: 'Choose at least one product.',
    });
  });

  it('should refuse an invite when every seat is taken', async () => {
    const { seats_used } = (
      await ctx().app.inject({ url: usersUrl(meridian), headers: { cookie } })
    ).json();
    await ctx()
      .db.updateTable('accounts')
      .set({ seats: seats_used })
      .where('id', '=', meridian)
      .execute();
    expectAppError(await invite(inviteBody('one.too.many')), {
      statusCode: 400,
      message:
        'Every seat of this account is taken. Disable a user or buy more seats first.',
      extraData: { code: 'SEATS_FULL', seats: seats_used },
      method: 'POST',
      path: usersUrl(meridian),
    });
  });

  it('should record each invite in the activity log, naming the user', async () => {
    const admin = await ctx()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'ent.admin')
      .executeTakeFirstOrThrow();
    const invites = (await activityOf(ctx().app, ctx().db, meridian)).filter(
      (a) => a.action === 'user_invite',
    );
    expect(invites).toEqual([
      {
        action: 'user_invite',
        summary: 'Invited new.hire (new.hire@example.com)',
        user_id: admin.id,
      },
      {
        action: 'user_invite',
        summary: 'Invited late.reader (late.reader@example.com)',
        user_id: admin.id,
      },
      {
        action: 'user_invite',
        summary: 'Invited pr.wanted (pr.wanted@example.com)',
        user_id: admin.id,
      },
    ]);
  });

  it('should put the invited person in the chosen groups, and create no one for an unknown group', async () => {
    await ctx()
      .db.updateTable('accounts')
      .set({ seats: null })
      .where('id', '=', meridian)
      .execute();
    const { groups } = (
      await ctx().app.inject({ url: usersUrl(meridian), headers: { cookie } })
    ).json() as { groups: { id: number }[] };
    const ids = groups.map((g) => g.id);
    const joined = await invite(
      inviteBody('group.joiner', {
        products: { PC: 'TX' },
        group_ids: [ids[0], ids[0], ids[1]],
      }),
    );
    expect(joined.statusCode).toBe(201);
    expect([...joined.json().group_ids].sort()).toEqual(
      [ids[0], ids[1]].sort(),
    );
    const unknown = await invite(
      inviteBody('lost.joiner', {
        products: { PC: 'TX' },
        group_ids: [999_999],
      }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().extraData.code).toBe('GROUP_NOT_FOUND');
    const created = await ctx()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'lost.joiner')
      .execute();
    expect(created).toEqual([]);
  });
});
