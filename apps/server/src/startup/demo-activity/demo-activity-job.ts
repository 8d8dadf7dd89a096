import { dayCount, shiftDay } from '@edge/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { JobHandler } from '../../jobs/index';
import { DEMO_TEAM, teamUsername } from '../demo-team';
import { DemoBrowser } from './demo-browser';
import { sessionsOf } from './demo-day-plan';
import {
  DEMO_ACTIVITY_JOB,
  demoDaySchema,
  queueNextDay,
  type DemoDay,
} from './demo-activity-queue';
import { DemoSession, type SessionCounts } from './demo-session';

// Each member works from an office address of their own (TEST-NET-2,
// RFC 5737): the per-address limits count them apart, and the team never
// spends the limits of the address real users come from.
const officeAddress = (memberIndex: number) => `198.51.100.${10 + memberIndex}`;

const TEAM_USERNAMES = DEMO_TEAM.map(teamUsername);

async function teamUserIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('username', 'in', TEAM_USERNAMES)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Whether the team has any activity on the day: it was played, whole or
 * in part (an attempt stopped by a shutdown), and is not played again.
 * Nothing else writes a past day.
 */
async function isPlayed(db: Db, userIds: number[], day: string) {
  const row = await db
    .selectFrom('activity_log')
    .select('id')
    .where('user_id', 'in', userIds)
    .where('at', '>=', `${day}T00:00:00.000Z`)
    .where('at', '<', `${shiftDay(day, 1)}T00:00:00.000Z`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Plays one day of the demo team (decision 0029): each member's session
 * through the app's own routes, as of its instant, one request after
 * another; then writes the activity log's queue so the next attempt sees
 * the day played.
 */
export function demoActivityHandler(app: FastifyInstance): JobHandler {
  // A member keeps their browser (its device cookie) from day to day.
  const browsers = new Map<string, DemoBrowser>();
  const browserOf = (username: string, memberIndex: number) => {
    let browser = browsers.get(username);
    if (!browser) {
      browser = new DemoBrowser(app, officeAddress(memberIndex));
      browsers.set(username, browser);
    }
    return browser;
  };

  return async (job, { db, signal, progress }) => {
    const current: DemoDay = demoDaySchema.parse(job.payload);
    const total = dayCount(current.first, current.last);
    const index = dayCount(current.first, current.day) - 1;
    const userIds = await teamUserIds(db);
    if (index === 0) {
      app.log.info(
        { days: total },
        'demo activity: playing the days before today',
      );
    }
    const played: SessionCounts = { signIns: 0, searches: 0, views: 0 };
    if (userIds.length > 0 && !(await isPlayed(db, userIds, current.day))) {
      const plans = sessionsOf(
        current.day,
        total > 1 ? index / (total - 1) : 1,
      );
      for (const plan of plans) {
        signal.throwIfAborted();
        const browser = browserOf(plan.username, plan.memberIndex);
        const counts = await new DemoSession(browser, plan, app.log).play();
        played.signIns += counts.signIns;
        played.searches += counts.searches;
        played.views += counts.views;
      }
      await app.activity.flush();
    }
    app.log.debug({ day: current.day, ...played }, 'demo activity: day played');
    await progress(index + 1, total);
    if (current.day >= current.last) {
      const seconds = (Date.now() - Date.parse(current.queuedAt)) / 1000;
      app.log.info(
        { days: total, seconds: Math.round(seconds) },
        'demo activity played',
      );
    }
    await queueNextDay(db, current);
  };
}

/** The demo-activity job's handler; its first day is queued at start-up. */
export function registerDemoActivityJob(app: FastifyInstance): void {
  app.jobs.register(DEMO_ACTIVITY_JOB, demoActivityHandler(app));
}
