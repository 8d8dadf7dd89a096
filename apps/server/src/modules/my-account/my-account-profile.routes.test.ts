import { ERROR_TEXTS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { readOutbox } from '../../testing/mail-text';
import { useTestApp } from '../../testing/test-app';
import { EMAIL_CHANGED } from './email-change.service';

const PROFILE = '/api/v1/myaccount/profile';
const CONFIRM = '/api/v1/myaccount/email/confirm';

const tokenOf = (mail: string) => {
  const match = /\/edge\/confirm-email\?token=([\w-]+)/.exec(mail);
  if (!match) throw new Error('no confirmation link in the message');
  return match[1]!;
};

describeEachDialect('my account profile', (dialect) => {
  const ctx = useTestApp(dialect);
  const newMail = async (before: number) => {
    await ctx().app.mailer.idle();
    return readOutbox(ctx().dataDir).slice(before);
  };
  const put = (cookie: string, payload: object) =>
    ctx().app.inject({
      method: 'PUT',
      url: PROFILE,
      payload,
      headers: { cookie },
    });
  const confirm = (token: string) =>
    ctx().app.inject({ method: 'POST', url: CONFIRM, payload: { token } });
  const base = {
    first_name: 'Trial',
    last_name: 'Broker',
    email: 'trial.broker@demo.edge.local',
    phone: '',
    title: '',
  };

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: PROFILE });
    expect(response.statusCode).toBe(401);
  });

  it('should save names, phone and title and read them back', async () => {
    const cookie = await ctx().login('trial.broker');
    const saved = await put(cookie, {
      ...base,
      first_name: ' Tess ',
      phone: '(512) 555-0100',
      title: 'Account executive',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await ctx().app.inject({
      method: 'GET',
      url: PROFILE,
      headers: { cookie },
    });
    expect(read.json()).toEqual({
      username: 'trial.broker',
      first_name: 'Tess',
      last_name: 'Broker',
      email: 'trial.broker@demo.edge.local',
      phone: '(512) 555-0100',
      title: 'Account executive',
      pending_email: null,
    });
  });

  it('should answer 400 naming each invalid field', async () => {
    const cookie = await ctx().login('trial.broker');
    const response = await put(cookie, {
      ...base,
      first_name: '',
      email: 'not-an-address',
      phone: '555-01',
    });
    expectAppError(response, {
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: {
        code: 'VALIDATION',
        fields: {
          first_name: 'Please enter your first name.',
          email: 'Enter an e-mail address such as name@example.com.',
          phone: 'Enter 10 to 15 digits, or leave it empty.',
        },
      },
      method: 'PUT',
      path: PROFILE,
    });
  });

  it('should mail a link to the new address and change the e-mail only when it is opened, once', async () => {
    const cookie = await ctx().login('eb.broker');
    const before = readOutbox(ctx().dataDir).length;
    const saved = await put(cookie, {
      ...base,
      first_name: 'Eb',
      email: 'new.eb@example.com',
    });
    expect(saved.json()).toMatchObject({
      email: 'eb.broker@demo.edge.local',
      pending_email: 'new.eb@example.com',
      message: expect.stringContaining('new.eb@example.com'),
    });
    const [mail] = await newMail(before);
    expect(mail).toContain('To: new.eb@example.com');
    const token = tokenOf(mail!);
    const stored = await ctx()
      .db.selectFrom('email_changes')
      .selectAll()
      .execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const applied = await confirm(token);
    expect(applied.json()).toEqual({ message: EMAIL_CHANGED });
    const told = await newMail(before + 1);
    expect(told[0]).toContain('To: eb.broker@demo.edge.local');
    expect(told[0]).toContain('is now new.eb@example.com');
    const read = await ctx().app.inject({
      method: 'GET',
      url: PROFILE,
      headers: { cookie },
    });
    expect(read.json()).toMatchObject({
      email: 'new.eb@example.com',
      pending_email: null,
    });
    expectAppError(await confirm(token), {
      statusCode: 400,
      message:
        'This confirmation link is not valid or has expired. Please change your e-mail address again.',
      extraData: { code: 'EMAIL_LINK_INVALID' },
      method: 'POST',
      path: CONFIRM,
    });
  });

  it('should refuse an expired link and keep the old address', async () => {
    const cookie = await ctx().login('territory.broker');
    const before = readOutbox(ctx().dataDir).length;
    await put(cookie, {
      ...base,
      first_name: 'Terry',
      email: 'terry@example.com',
    });
    const token = tokenOf((await newMail(before))[0]!);
    await ctx()
      .db.updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('new_email', '=', 'terry@example.com')
      .execute();
    expect((await confirm(token)).statusCode).toBe(400);
    const read = await ctx().app.inject({
      method: 'GET',
      url: PROFILE,
      headers: { cookie },
    });
    expect(read.json()).toMatchObject({
      email: 'territory.broker@demo.edge.local',
      pending_email: null,
    });
  });

  it('should cancel a waiting e-mail change, whose link then fails', async () => {
    const cookie = await ctx().login('full.broker');
    const before = readOutbox(ctx().dataDir).length;
    await put(cookie, { ...base, email: 'full.new@example.com' });
    const token = tokenOf((await newMail(before))[0]!);
    const cancelled = await ctx().app.inject({
      method: 'DELETE',
      url: '/api/v1/myaccount/email/pending',
      headers: { cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      email: 'full.broker@demo.edge.local',
      pending_email: null,
    });
    expect((await confirm(token)).json().extraData.code).toBe(
      'EMAIL_LINK_INVALID',
    );
  });

  it('should record the change in the activity log', async () => {
    const cookie = await ctx().login('agency.user');
    await put(cookie, {
      ...base,
      first_name: 'Ann',
      email: 'agency.user@demo.edge.local',
    });
    await ctx().app.activity.flush();
    const rows = await ctx()
      .db.selectFrom('activity_log')
      .select(['action', 'summary'])
      .where('action', '=', 'profile_change')
      .execute();
    expect(rows).toContainEqual({
      action: 'profile_change',
      summary: expect.stringContaining('first_name'),
    });
  });
});

describe('my account products', () => {
  const ctx = useTestApp('sqlite');
  it('should list each product with its permitted states and the renewal date', async () => {
    const response = await ctx().injectAs('territory.broker', {
      method: 'GET',
      url: '/api/v1/myaccount/products',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.products).toEqual([
      {
        code: 'PC',
        name: 'Commercial Lines',
        entry: 'US Territories,TX',
        states: expect.arrayContaining(['PR', 'VI', 'GU', 'AS', 'MP', 'TX']),
      },
    ]);
    expect(body.products[0].states).toHaveLength(6);
    expect(body).toHaveProperty('renewal_date');
  });
});
