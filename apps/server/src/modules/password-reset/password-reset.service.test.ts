import { expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../plugins/mailer';
import { describeEachDialect } from '../../testing/each-dialect';
import { testPasswords, useTestDb } from '../../testing/test-db';
import { testConfig } from '../../testing/test-app';
import { FORGOT_ANSWER, requestHelp } from './password-reset.service';

// A mailer that holds what it was asked to compose, to run it later.
function heldMailer() {
  const composed: (() => Promise<MailMessage | null>)[] = [];
  const mailer: Mailer = {
    send: () => {
      throw new Error('the answer must not send the mail itself');
    },
    queue: () => {
      throw new Error('the answer must not build the mail itself');
    },
    queueComposed: (compose) => composed.push(compose),
    idle: async () => {},
  };
  return { mailer, composed };
}

describeEachDialect('forgot password answer', (dialect) => {
  const db = useTestDb(dialect);

  it('should answer before looking anything up, whether or not the account exists', async () => {
    const { mailer, composed } = heldMailer();
    const deps = {
      db: db(),
      config: testConfig('/tmp/edge-unused'),
      mailer,
      passwords: testPasswords,
    };
    const ask = (username: string) =>
      requestHelp(deps, {
        lost_username: false,
        lost_password: true,
        username,
        email: '',
      });
    // Nothing is read or written before the answer: no reset link exists yet.
    expect(ask('pc.broker')).toEqual({ message: FORGOT_ANSWER });
    expect(ask('nobody.here')).toEqual({ message: FORGOT_ANSWER });
    const links = () =>
      db().selectFrom('password_resets').select('token_hash').execute();
    expect(await links()).toHaveLength(0);
    const [known, unknown] = composed;
    expect((await known!())?.to).toBe('pc.broker@demo.edge.local');
    expect(await unknown!()).toBeNull();
    expect(await links()).toHaveLength(1);
  });
});
