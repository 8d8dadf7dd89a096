import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId, useTestDb } from '../../testing/test-db';
import {
  countEvents,
  deleteUserEvents,
  listEvents,
  listEventTypes,
} from './alerts.repository';

describeEachDialect('alerts repository', (dialect) => {
  // Without the demo events: this file writes its own.
  const db = useTestDb(dialect);
  let userId = 0;
  let otherId = 0;

  beforeAll(async () => {
    userId = await demoUserId(db(), 'corp.admin');
    otherId = await demoUserId(db(), 'agency.owner');
    const event = (
      user: number,
      day: number,
      type: string,
      checked = 0,
      application: 'PC' | 'EB' = 'PC',
    ) => ({
      user_id: user,
      application,
      muns: `M00000${day % 3}`,
      entity_name: `Company ${day}`,
      type,
      occurred_date: `2030-01-${String(day).padStart(2, '0')}`,
      checked,
      subscription_id: null,
      summary: 's',
    });
    await db()
      .insertInto('events')
      .values([
        event(userId, 1, 'osha_inspection'),
        event(userId, 2, 'wc_renewal_reminder', 1),
        event(userId, 3, 'osha_inspection'),
        event(userId, 4, 'whd_case'),
        event(userId, 5, 'new_filing', 0, 'EB'),
        event(otherId, 6, 'osha_inspection'),
      ])
      .execute();
  });

  it("should count and list one user's events of one application, newest first", async () => {
    const filter = { userId, application: 'PC' as const };
    expect(await countEvents(db(), filter)).toBe(4);
    const page = await listEvents(db(), filter, 2, 1);
    expect(page.map((e) => e.occurred_date)).toEqual([
      '2030-01-03',
      '2030-01-02',
    ]);
  });

  it('should filter by checked, types and company', async () => {
    expect(
      await countEvents(db(), { userId, application: 'PC', checked: false }),
    ).toBe(3);
    expect(
      await countEvents(db(), {
        userId,
        application: 'PC',
        types: ['osha_inspection', 'whd_case'],
      }),
    ).toBe(3);
    expect(
      await countEvents(db(), { userId, application: 'PC', muns: 'M000001' }),
    ).toBe(2);
  });

  it('should list the distinct types present', async () => {
    expect(await listEventTypes(db(), { userId, application: 'PC' })).toEqual([
      'osha_inspection',
      'wc_renewal_reminder',
      'whd_case',
    ]);
    expect(await listEventTypes(db(), { userId, application: 'EB' })).toEqual([
      'new_filing',
    ]);
  });

  it("should not delete another user's events", async () => {
    const theirs = await listEvents(
      db(),
      { userId: otherId, application: 'PC' },
      10,
      0,
    );
    expect(
      await deleteUserEvents(
        db(),
        userId,
        theirs.map((e) => e.id),
      ),
    ).toBe(0);
    const mine = await listEvents(db(), { userId, application: 'PC' }, 1, 0);
    expect(
      await deleteUserEvents(db(), userId, [mine[0]!.id, theirs[0]!.id]),
    ).toBe(1);
    expect(
      await countEvents(db(), { userId: otherId, application: 'PC' }),
    ).toBe(1);
  });
});
