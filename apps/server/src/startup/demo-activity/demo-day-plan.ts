import { DEMO_TEAM, teamUsername, type DemoPace } from '../demo-team';
import { seededRandom, type Random } from './demo-random';

/** How often and how much a member of each pace works. */
interface Pace {
  // Chance of signing in on a weekday and on a weekend day.
  weekday: number;
  weekend: number;
  // Searches in a session, and companies opened from each one's results.
  searches: [number, number];
  views: [number, number];
}

// About 25, 15 and 7 sign-ins a member over 90 days: a sign-in costs an
// Argon2id check (about 0.2 s of CPU), and the whole past must play in
// about a minute (decision 0029).
const PACES: Record<DemoPace, Pace> = {
  producer: { weekday: 0.38, weekend: 0.04, searches: [2, 5], views: [1, 3] },
  regular: { weekday: 0.23, weekend: 0.02, searches: [1, 4], views: [0, 2] },
  occasional: { weekday: 0.11, weekend: 0, searches: [1, 2], views: [0, 1] },
};

// Sign-ins from 13:00 to 18:59 UTC (8 am to 2 pm on the Gulf Coast and in
// the Midwest), so a session of an hour or two stays within the UTC day
// the reports file it under.
const FIRST_HOUR = 13;
const LAST_HOUR = 18;

/** One member's session on a played day. */
export interface PlannedSession {
  username: string;
  // The member's place in the team: their office's client address.
  memberIndex: number;
  signInAt: Date;
  // A mistyped password first: a failed sign-in before the right one.
  isMistyped: boolean;
  searches: number;
  views: [number, number];
  // Draws the session's own choices (criteria, companies, saves).
  random: Random;
}

const isWeekend = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/**
 * The sessions of a played day, by sign-in time. `progress` runs from 0
 * (the first played day) to 1 (the last): use grows over the period, so
 * the trend chart climbs as a newly bought product's would.
 */
export function sessionsOf(day: string, progress: number): PlannedSession[] {
  const growth = 0.75 + 0.5 * progress;
  const sessions: PlannedSession[] = [];
  DEMO_TEAM.forEach((member, memberIndex) => {
    const username = teamUsername(member);
    const random = seededRandom(day, username);
    const pace = PACES[member.pace];
    const odds = isWeekend(day) ? pace.weekend : pace.weekday;
    if (!random.chance(odds * growth)) return;
    const minute = random.int(FIRST_HOUR * 60, LAST_HOUR * 60 + 59);
    const signInAt = new Date(`${day}T00:00:00Z`);
    signInAt.setUTCMinutes(minute, random.int(0, 59));
    sessions.push({
      username,
      memberIndex,
      signInAt,
      isMistyped: random.chance(0.04),
      searches: random.int(...pace.searches),
      views: pace.views,
      random,
    });
  });
  return sessions.sort((a, b) => a.signInAt.getTime() - b.signInAt.getTime());
}
