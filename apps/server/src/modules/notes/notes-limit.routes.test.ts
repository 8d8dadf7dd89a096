import { NOTES_PER_USER_MAX, type Note } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { useTestApp } from '../../testing/test-app';
import { demoUserId } from '../../testing/test-db';
import { countUserNotes } from './notes.repository';

const LIMIT_REACHED = {
  statusCode: 400,
  message:
    'You can keep up to 10,000 notes. Delete notes you no longer need to add a new one.',
  extraData: { code: 'NOTE_LIMIT_REACHED' },
  method: 'POST',
};

describeEachDialect('the notes cap per user', (dialect) => {
  const ctx = useTestApp(dialect);
  let muns: ProspectMuns;
  let userId = 0;
  beforeAll(async () => {
    muns = await ingestProspects(ctx());
    userId = await demoUserId(ctx().db, 'pc.broker');
  }, 60_000);

  // Notes written straight to the table, a few hundred rows a statement.
  const fillNotes = async (company: string, count: number) => {
    const at = new Date().toISOString();
    for (let done = 0; done < count; done += 500) {
      const rows = Array.from({ length: Math.min(500, count - done) }, () => ({
        user_id: userId,
        muns: company,
        text: 'Filler',
        created_at: at,
        updated_at: at,
      }));
      await ctx().db.insertInto('notes').values(rows).execute();
    }
  };

  it('should refuse a note past the cap, even when many are sent at once', async () => {
    expect(NOTES_PER_USER_MAX).toBe(10_000);
    const acme = muns('Acme Roofing LLC');
    const path = `/api/v1/companies/${acme}/notes`;
    await fillNotes(acme, NOTES_PER_USER_MAX - 5);
    const cookie = await ctx().login('pc.broker');
    const add = (text: string) =>
      ctx().app.inject({
        method: 'POST',
        url: path,
        headers: { cookie },
        payload: { text },
      });

    // 20 creates at once for 5 free places: 5 are added, 15 refused.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add(`Call ${i}`)),
    );
    const added = answers.filter((a) => a.statusCode === 201);
    expect(added).toHaveLength(5);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expectAppError(refused, { ...LIMIT_REACHED, path });
    }
    expect(await countUserNotes(ctx().db, userId)).toBe(NOTES_PER_USER_MAX);

    // Deleting one makes room for one.
    const note = added[0]!.json<Note>();
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/v1/notes/${note.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await add('Room again')).statusCode).toBe(201);
    expectAppError(await add('One too many'), { ...LIMIT_REACHED, path });
  });

  it("should not count another user's notes against the cap", async () => {
    // pc.broker is at the cap since the test above.
    const acme = muns('Acme Roofing LLC');
    const response = await ctx().injectAs('full.broker', {
      method: 'POST',
      url: `/api/v1/companies/${acme}/notes`,
      payload: { text: 'Mine' },
    });
    expect(response.statusCode).toBe(201);
  });
});
