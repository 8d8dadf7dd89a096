import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId, useTestDb } from '../../testing/test-db';
import {
  countUserNotes,
  deleteUserNote,
  findUserNote,
  insertNote,
  listCompanyNotes,
  updateUserNote,
} from './notes.repository';

describeEachDialect('notes repository', (dialect) => {
  const db = useTestDb(dialect);
  let userId = 0;
  let otherId = 0;
  const note = (user: number, muns: string, text: string, at: string) => ({
    user_id: user,
    muns,
    text,
    created_at: at,
    updated_at: at,
  });

  beforeAll(async () => {
    userId = await demoUserId(db(), 'full.broker');
    otherId = await demoUserId(db(), 'ent.admin');
    for (const values of [
      note(userId, '101', 'Older', '2030-01-01T10:00:00.000Z'),
      note(userId, '101', 'Newer', '2030-01-02T10:00:00.000Z'),
      note(userId, '101', 'Same time', '2030-01-02T10:00:00.000Z'),
      note(userId, '202', 'Other company', '2030-01-03T10:00:00.000Z'),
      note(otherId, '101', 'Theirs', '2030-01-04T10:00:00.000Z'),
    ]) {
      await insertNote(db(), values);
    }
  });

  it("should list one user's notes on one company, newest first", async () => {
    const rows = await listCompanyNotes(db(), userId, '101');
    expect(rows.map((r) => r.text)).toEqual(['Same time', 'Newer', 'Older']);
    expect(await listCompanyNotes(db(), userId, '303')).toEqual([]);
  });

  it("should count a user's notes on every company, not another user's", async () => {
    expect(await countUserNotes(db(), userId)).toBe(4);
    expect(await countUserNotes(db(), otherId)).toBe(1);
  });

  it("should not find, change or delete another user's note", async () => {
    const [theirs] = await listCompanyNotes(db(), otherId, '101');
    expect(await findUserNote(db(), userId, theirs!.id)).toBeUndefined();
    const changes = { text: 'Mine now', updated_at: '2030-02-01T00:00:00Z' };
    expect(
      await updateUserNote(db(), userId, theirs!.id, changes),
    ).toBeUndefined();
    expect(await deleteUserNote(db(), userId, theirs!.id)).toBe(false);
    expect(await findUserNote(db(), otherId, theirs!.id)).toMatchObject({
      text: 'Theirs',
    });
  });

  it("should change and delete the user's own note", async () => {
    const [own] = await listCompanyNotes(db(), userId, '202');
    const changed = await updateUserNote(db(), userId, own!.id, {
      text: 'Edited',
      updated_at: '2030-03-01T00:00:00.000Z',
    });
    expect(changed).toEqual({
      ...own,
      text: 'Edited',
      updated_at: '2030-03-01T00:00:00.000Z',
    });
    expect(await deleteUserNote(db(), userId, own!.id)).toBe(true);
    expect(await findUserNote(db(), userId, own!.id)).toBeUndefined();
  });
});
