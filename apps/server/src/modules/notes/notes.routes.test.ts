import { ERROR_TEXTS, type Note, type NoteList } from '@edge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { useTestApp } from '../../testing/test-app';

const notesOf = (muns: string) => `/api/v1/companies/${muns}/notes`;
const one = (id: number | string) => `/api/v1/notes/${id}`;
const NOT_FOUND = {
  statusCode: 404,
  message: 'Note not found.',
  extraData: { code: 'NOTE_NOT_FOUND' },
};

describeEachDialect('notes API', (dialect) => {
  const ctx = useTestApp(dialect);
  let muns: ProspectMuns;
  beforeAll(async () => {
    muns = await ingestProspects(ctx());
  }, 60_000);

  const add = (username: string, company: string, text: unknown) =>
    ctx().injectAs(username, {
      method: 'POST',
      url: notesOf(company),
      payload: { text },
    });
  const list = async (username: string, company: string) =>
    (
      await ctx().injectAs(username, { url: notesOf(company) })
    ).json<NoteList>();
  const put = (username: string, id: number | string, text: unknown) =>
    ctx().injectAs(username, {
      method: 'PUT',
      url: one(id),
      payload: { text },
    });
  const del = (username: string, id: number) =>
    ctx().injectAs(username, { method: 'DELETE', url: one(id) });
  const validation = (fields: object, method: string, path: string) => ({
    statusCode: 400,
    message: ERROR_TEXTS.VALIDATION,
    extraData: { code: 'VALIDATION', fields },
    method,
    path,
  });

  it("should add a trimmed note by the user's name and list the user's notes newest first", async () => {
    const acme = muns('Acme Roofing LLC');
    const first = await add('pc.broker', acme, '  Spoke with the owner.  ');
    expect(first.statusCode).toBe(201);
    const note = first.json<Note>();
    expect(note).toEqual({
      id: expect.any(Number),
      muns: acme,
      text: 'Spoke with the owner.',
      author: 'Paula Castillo',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: note.created_at,
    });
    const second = (await add('pc.broker', acme, 'Follow up in May')).json();
    await add('full.broker', acme, 'Not for Paula');
    expect(await list('pc.broker', acme)).toEqual({
      count: 2,
      notes: [second, note],
    });
  });

  it('should let a benefits user write notes on companies of their states', async () => {
    const beacon = muns('Beacon Dental Group Inc');
    const response = await add('eb.broker', beacon, 'Self-funded since 2022');
    expect(response.json()).toMatchObject({ author: 'Evan Brooks' });
    expect((await list('eb.broker', beacon)).count).toBe(1);
  });

  it('should change the text of an own note', async () => {
    const delta = muns('Delta Bakery Co');
    const note = (await add('pc.broker', delta, 'Draft')).json<Note>();
    const changed = await put('pc.broker', note.id, ' Final ');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      ...note,
      text: 'Final',
      updated_at: expect.any(String),
    });
    expect(changed.json<Note>().updated_at >= note.updated_at).toBe(true);
    expect((await list('pc.broker', delta)).notes).toEqual([changed.json()]);
  });

  it("should answer 404 for another user's note and a missing one, and change nothing", async () => {
    const zephyr = muns('Zephyr Analytics');
    const theirs = (
      await add('full.broker', zephyr, 'Mine alone')
    ).json<Note>();
    for (const id of [theirs.id, 999_999]) {
      expectAppError(await put('pc.broker', id, 'Taken over'), {
        ...NOT_FOUND,
        method: 'PUT',
        path: one(id),
      });
      expectAppError(await del('pc.broker', id), {
        ...NOT_FOUND,
        method: 'DELETE',
        path: one(id),
      });
    }
    expect((await list('full.broker', zephyr)).notes).toEqual([theirs]);
    expect((await list('pc.broker', zephyr)).notes).toEqual([]);
  });

  it('should delete an own note, then answer 404', async () => {
    const evergreen = muns('Evergreen Landscaping');
    const note = (await add('pc.broker', evergreen, 'Delete me')).json<Note>();
    const response = await del('pc.broker', note.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await list('pc.broker', evergreen)).count).toBe(0);
    expectAppError(await del('pc.broker', note.id), {
      ...NOT_FOUND,
      method: 'DELETE',
      path: one(note.id),
    });
  });

  it('should answer 400 for a blank or too long note and a malformed company id', async () => {
    const acme = muns('Acme Roofing LLC');
    expectAppError(
      await add('pc.broker', acme, '   '),
      validation({ text: 'Write the note first.' }, 'POST', notesOf(acme)),
    );
    const note = (await add('pc.broker', acme, 'Kept')).json<Note>();
    expectAppError(
      await put('pc.broker', note.id, 'x'.repeat(4001)),
      validation(
        { text: 'A note has at most 4,000 characters.' },
        'PUT',
        one(note.id),
      ),
    );
    expect((await list('pc.broker', acme)).notes[0]).toEqual(note);
    const bad = await ctx().injectAs('pc.broker', { url: notesOf('a-b') });
    expect(bad.json().extraData.fields).toEqual({
      muns: 'A company id has letters and digits only',
    });
  });

  describe('access', () => {
    it('should answer 403 for a company outside every permitted state, 404 for an unknown one', async () => {
      const cascade = muns('Cascade Freight Lines Inc');
      const outside = {
        statusCode: 403,
        message: 'This company is outside the states your subscription covers.',
        extraData: { code: 'COMPANY_OUTSIDE_STATES' },
        path: notesOf(cascade),
      };
      expectAppError(
        await ctx().injectAs('eb.broker', { url: notesOf(cascade) }),
        { ...outside, method: 'GET' },
      );
      expectAppError(await add('eb.broker', cascade, 'Hello'), {
        ...outside,
        method: 'POST',
      });
      expectAppError(await add('pc.broker', '999999999', 'Hello'), {
        statusCode: 404,
        message: 'Company not found.',
        extraData: { code: 'COMPANY_NOT_FOUND' },
        method: 'POST',
        path: notesOf('999999999'),
      });
    });

    it('should answer 401 without a session', async () => {
      const { app } = ctx();
      const responses = await Promise.all([
        app.inject({ url: notesOf('1') }),
        app.inject({
          method: 'POST',
          url: notesOf('1'),
          payload: { text: 'x' },
        }),
        app.inject({ method: 'PUT', url: one(1), payload: { text: 'x' } }),
        app.inject({ method: 'DELETE', url: one(1) }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    });
  });
});
