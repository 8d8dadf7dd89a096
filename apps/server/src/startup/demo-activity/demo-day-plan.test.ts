import {
  getPermittedStates,
  shiftDay,
  type ProductsMap,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_TEAM, teamUsername } from '../demo-team';
import { pickCriteria, territoryOf } from './demo-criteria';
import { sessionsOf, type PlannedSession } from './demo-day-plan';
import { seededRandom } from './demo-random';

// 90 days from a Monday: 13 weeks less a day.
const FIRST = '2026-01-05';
const DAYS = 90;

function playedPeriod(): { day: string; sessions: PlannedSession[] }[] {
  return Array.from({ length: DAYS }, (_, i) => {
    const day = shiftDay(FIRST, i);
    return { day, sessions: sessionsOf(day, i / (DAYS - 1)) };
  });
}

const isWeekend = (day: string) =>
  [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

describe('the demo team’s played days', () => {
  it('should draw the same sessions for the same day', () => {
    const strip = (sessions: PlannedSession[]) =>
      sessions.map(({ random: _random, ...rest }) => rest);
    expect(strip(sessionsOf('2026-02-10', 0.5))).toEqual(
      strip(sessionsOf('2026-02-10', 0.5)),
    );
  });

  it('should keep weekdays much busier than weekends, and producers busier than the rest', () => {
    const period = playedPeriod();
    const perDay = (weekend: boolean) => {
      const days = period.filter(({ day }) => isWeekend(day) === weekend);
      const sessions = days.reduce((n, d) => n + d.sessions.length, 0);
      return sessions / days.length;
    };
    expect(perDay(false)).toBeGreaterThan(4 * perDay(true));

    const signIns = new Map<string, number>();
    for (const { sessions } of period) {
      for (const s of sessions) {
        signIns.set(s.username, (signIns.get(s.username) ?? 0) + 1);
      }
    }
    const average = (pace: string) => {
      const members = DEMO_TEAM.filter((m) => m.pace === pace);
      const total = members.reduce(
        (n, m) => n + (signIns.get(teamUsername(m)) ?? 0),
        0,
      );
      return total / members.length;
    };
    expect(average('producer')).toBeGreaterThan(average('regular'));
    expect(average('regular')).toBeGreaterThan(average('occasional'));
    // Each sign-in is an Argon2id check: the budget of decision 0029.
    const total = [...signIns.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(150);
    expect(total).toBeLessThan(400);
  });

  it('should sign in within the UTC day’s working hours, in time order', () => {
    for (const { day, sessions } of playedPeriod()) {
      const times = sessions.map((s) => s.signInAt.toISOString());
      expect(times).toEqual([...times].sort());
      for (const at of times) {
        expect(at.slice(0, 10)).toBe(day);
        const hour = Number(at.slice(11, 13));
        expect(hour >= 13 && hour <= 18, at).toBe(true);
      }
    }
  });
});

describe('the demo team’s search criteria', () => {
  const products: ProductsMap = { PC: 'All States', 'H-W': 'IL,IN' };

  it('should search only states the member may see, a territory of a few', () => {
    const wide = getPermittedStates(products, 'pc');
    const territory = territoryOf('carla.nguyen', wide);
    expect(territory).toHaveLength(5);
    expect(territory.every((state) => wide.includes(state))).toBe(true);
    expect(territoryOf('luis.ortega', ['IL', 'IN'])).toEqual(['IL', 'IN']);

    const random = seededRandom('criteria test');
    for (let i = 0; i < 50; i += 1) {
      const pc = pickCriteria(random, 'pc', territory) as {
        locationSearch: { states: string[] };
      };
      expect(pc.locationSearch.states.every((s) => territory.includes(s))).toBe(
        true,
      );
      const eb = pickCriteria(random, 'eb', ['IL', 'IN']) as {
        selected_states: string[];
      };
      expect(eb.selected_states.every((s) => ['IL', 'IN'].includes(s))).toBe(
        true,
      );
    }
  });
});
