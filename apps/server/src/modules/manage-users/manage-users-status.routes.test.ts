import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { decodeMail, resetTokenOf } from '../../testing/mail-text';
import { accountIdOf, activityOf, usersUrl } from '../../testing/manage-users';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { demoUserId } from '../../testing/test-db';

describeEachDialect('Manage Users user changes', (dialect) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let meridian = 0;
  let cookie = '';
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    meridian = await accountIdOf(t.db, 'ent.admin');
    cookie = await t.login('ent.admin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const post = (userId: number, action: string) =>
    t.app.inject({
      method: 'POST',
      url: usersUrl(meridian, `/${userId}/${action}`),
      headers: { cookie },
    });
  const putProducts = (userId: number, products: object) =>
    t.app.inject({
      method: 'PUT',
      url: usersUrl(meridian, `/${userId}/products`),
      payload: { products },
      headers: { cookie },
    });
  const ping = (session: string) =>
    t.app.inject({ url: '/api/v1/auth/ping', headers: { cookie: session } });

  it("should end a disabled user's session at once and refuse their sign-in", async () => {
    const ana = await demoUserId(t.db, 'ana.delgado');
    const session = await t.login('ana.delgado');
    expect((await ping(session)).statusCode).toBe(200);
    const disabled = await post(ana, 'disable');
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({
      username: 'ana.delgado',
      is_enabled: false,
    });
    expect((await ping(session)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'ana.delgado', password: 'Broker2026!' },
    });
    expect(login.statusCode).toBe(401);
    const list = (
      await t.app.inject({ url: usersUrl(meridian), headers: { cookie } })
    ).json();
    expect(list.seats_used).toBe(19);
  });

  it('should enable the user again, who can then sign in', async () => {
    const ana = await demoUserId(t.db, 'ana.delgado');
    const enabled = await post(ana, 'enable');
    expect(enabled.json()).toMatchObject({ is_enabled: true });
    await t.login('ana.delgado');
  });

  it('should refuse to enable a user when every seat is taken', async () => {
    const ben = await demoUserId(t.db, 'ben.okafor');
    await post(ben, 'disable');
    await t.db
      .updateTable('accounts')
      .set({ seats: 19 })
      .where('id', '=', meridian)
      .execute();
    const refused = await post(ben, 'enable');
    expect(refused.json().extraData.code).toBe('SEATS_FULL');
    await t.db
      .updateTable('accounts')
      .set({ seats: 25 })
      .where('id', '=', meridian)
      .execute();
    expect((await post(ben, 'enable')).json().is_enabled).toBe(true);
  });

  it('should never disable the last administrator', async () => {
    const admin = await demoUserId(t.db, 'ent.admin');
    const url = usersUrl(meridian, `/${admin}/disable`);
    expectAppError(await post(admin, 'disable'), {
      statusCode: 400,
      message:
        'This is the last administrator of the account: give another user the right first.',
      extraData: { code: 'LAST_ADMIN' },
      method: 'POST',
      path: url,
    });
    expect((await ping(cookie)).statusCode).toBe(200);
  });

  it('should keep administrator rights when the products change', async () => {
    const admin = await demoUserId(t.db, 'ent.admin');
    const changed = await putProducts(admin, { 'H-W': 'All States' });
    expect(changed.json()).toMatchObject({
      is_admin: true,
      products: { 'H-W': 'All States' },
    });
    await putProducts(admin, { PC: 'All States', 'H-W': 'All States' });
  });

  it('should mail a reset link through SMTP and refuse one for a disabled user', async () => {
    const carla = await demoUserId(t.db, 'carla.nguyen');
    const sent = await post(carla, 'password-reset');
    expect(sent.json()).toEqual({
      message: 'A password reset e-mail is on its way.',
    });
    await t.app.mailer.idle();
    const mail = smtp.received.find((m) =>
      m.to.includes('carla.nguyen@demo.edge.local'),
    );
    const text = decodeMail(mail!.raw);
    expect(text).toContain('Subject: Reset your Edge password');
    expect(resetTokenOf(text)).toMatch(/^[\w-]{43}$/);
    const dev = await demoUserId(t.db, 'dev.patel');
    await post(dev, 'disable');
    expect((await post(dev, 'password-reset')).json().extraData.code).toBe(
      'USER_DISABLED',
    );
  });

  it('should set products within what was bought and refuse more', async () => {
    const frank = await demoUserId(t.db, 'frank.moreau');
    const set = await putProducts(frank, {
      PC: 'US Territories,TX',
      'H-W': 'CA',
    });
    expect(set.json().products).toEqual({
      PC: 'US Territories,TX',
      'H-W': 'CA',
    });
    const data = await t.app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie: await t.login('frank.moreau') },
    });
    expect(data.json().products).toEqual({
      PC: 'US Territories,TX',
      'H-W': 'CA',
    });
    const sgr = await putProducts(frank, { SGR: 'TX' });
    expect(sgr.json()).toMatchObject({
      statusCode: 400,
      extraData: { code: 'PRODUCTS_NOT_BOUGHT', products: { SGR: [] } },
    });
    await t.db
      .updateTable('accounts')
      .set({ products: null })
      .where('id', '=', meridian)
      .execute();
    // Without a recorded purchase, the account holds what its users hold.
    expect((await putProducts(frank, { PC: 'GU' })).statusCode).toBe(200);
    const none = await putProducts(frank, { PC: '' });
    expect(none.json().extraData.fields).toEqual({
      'products.PC': 'Choose at least one state for PC.',
    });
  });

  it('should record every change with the admin and the user named', async () => {
    const log = await activityOf(t.app, t.db, meridian);
    const admin = await demoUserId(t.db, 'ent.admin');
    const changes = log.filter((a) => a.action.startsWith('user_'));
    expect(changes.every((a) => a.user_id === admin)).toBe(true);
    expect(changes.map((a) => [a.action, a.summary])).toEqual([
      ['user_disable', 'Disabled ana.delgado (ana.delgado@demo.edge.local)'],
      ['user_enable', 'Enabled ana.delgado (ana.delgado@demo.edge.local)'],
      ['user_disable', 'Disabled ben.okafor (ben.okafor@demo.edge.local)'],
      ['user_enable', 'Enabled ben.okafor (ben.okafor@demo.edge.local)'],
      [
        'user_access_change',
        'Set the products of ent.admin to H-W: All States',
      ],
      [
        'user_access_change',
        'Set the products of ent.admin to PC: All States; H-W: All States',
      ],
      [
        'user_password_reset',
        'Sent a password reset to carla.nguyen (carla.nguyen@demo.edge.local)',
      ],
      ['user_disable', 'Disabled dev.patel (dev.patel@demo.edge.local)'],
      [
        'user_access_change',
        'Set the products of frank.moreau to PC: US Territories,TX; H-W: CA',
      ],
      ['user_access_change', 'Set the products of frank.moreau to PC: GU'],
    ]);
  });
});
