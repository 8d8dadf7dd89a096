import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { decodeMail, readOutbox, resetTokenOf } from '../../testing/mail-text';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer';
import {
  createTestApp,
  useTestApp,
  type TestApp,
} from '../../testing/test-app';

describeEachDialect('password reset mail', (dialect) => {
  let smtp: SmtpPeer;
  let withSmtp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    withSmtp = await createTestApp(dialect, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await withSmtp.close();
    await smtp.close();
  });

  it('should send the reset link through SMTP_URL', async () => {
    const response = await withSmtp.app.inject({
      method: 'POST',
      url: '/api/v1/site/forgotpassword',
      payload: {
        lost_password: true,
        username: 'agency.user',
        email: 'agency.user@demo.edge.local',
      },
    });
    expect(response.statusCode).toBe(200);
    await withSmtp.app.mailer.idle();
    const { received } = smtp;
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['agency.user@demo.edge.local']);
    const text = decodeMail(received[0]!.raw);
    expect(text).toContain('Subject: Reset your Edge password');
    expect(text).toContain('From: Edge <no-reply@edge.local>');
    expect(resetTokenOf(text)).toMatch(/^[\w-]{43}$/);
    expect(readOutbox(withSmtp.dataDir)).toHaveLength(0);
  });

  const outbox = useTestApp(dialect);

  it('should write the message as an .eml file when SMTP_URL is unset', async () => {
    await outbox().app.inject({
      method: 'POST',
      url: '/api/v1/site/forgotpassword',
      payload: {
        lost_username: true,
        lost_password: true,
        email: 'ent.admin@demo.edge.local',
      },
    });
    await outbox().app.mailer.idle();
    const [mail, ...rest] = readOutbox(outbox().dataDir);
    expect(rest).toHaveLength(0);
    expect(mail).toContain('To: ent.admin@demo.edge.local');
    expect(mail).toContain('User name: ent.admin');
    expect(resetTokenOf(mail!)).toMatch(/^[\w-]{43}$/);
  });
});
