import type { Insertable } from 'kysely';
import type { EventsTable } from '../../modules/alerts/alerts.table';
import { addDaysAsDate } from '../../shared/time';

// Issue 2 §3: enough unchecked alerts that each badge style is visible
// (plain, above 9, above 99), and none for the other users.
const ALERT_PLAN: ReadonlyArray<[string, 'PC' | 'EB', number]> = [
  ['pc.broker', 'PC', 3],
  ['full.broker', 'PC', 12],
  ['ent.admin', 'PC', 120],
  ['eb.broker', 'EB', 5],
];

const TYPES: Record<'PC' | 'EB', readonly string[]> = {
  PC: [
    'osha_inspection',
    'dot_renewal_reminder',
    'wc_renewal_reminder',
    'whd_case',
    'new_filing',
    'bta_renewal_reminder',
  ],
  EB: ['new_filing', 'bta_renewal_reminder'],
};

const SUMMARIES: Record<string, string> = {
  bta_renewal_reminder: 'Benefit plan renews in 90 days',
  dot_renewal_reminder: 'MCS-150 biennial update is due',
  wc_renewal_reminder: "Workers' comp policy expires in 60 days",
  osha_inspection: 'New OSHA inspection opened',
  whd_case: 'Wage and Hour case concluded with back wages',
  new_filing: 'New Form 5500 filing received',
};

// prettier-ignore
const NAME_HEADS = [
  'Apex', 'Bayside', 'Cedar Ridge', 'Delta', 'Evergreen', 'Frontier',
  'Granite', 'Heartland', 'Ironwood', 'Juniper', 'Keystone', 'Lakeshore',
  'Magnolia', 'Northgate', 'Oakmont', 'Pioneer', 'Quarry Hill', 'Redwood',
];
// prettier-ignore
const NAME_TAILS = [
  'Logistics LLC', 'Construction Inc', 'Manufacturing Co', 'Foods Inc',
  'Freight Lines', 'Health Partners', 'Machine Works', 'Roofing LLC',
  'Dental Group', 'Transport Inc', 'Fabrication Co', 'Senior Living',
];

// mulberry32: a tiny seeded generator, so the same seed gives the same rows.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

/** The demo alert events, dated back from `today` over about two months. */
export function buildDemoEvents(
  userIds: ReadonlyMap<string, number>,
  today: Date,
): Insertable<EventsTable>[] {
  const random = seededRandom(20_260_101);
  const rows: Insertable<EventsTable>[] = [];
  ALERT_PLAN.forEach(([username, application, count], planIndex) => {
    const userId = userIds.get(username);
    if (userId === undefined) return;
    for (let i = 0; i < count; i += 1) {
      const type = pick(TYPES[application], random);
      const munsNumber = 100 + Math.floor(random() * 899_900);
      rows.push({
        user_id: userId,
        application,
        muns: `M${String(munsNumber).padStart(6, '0')}`,
        entity_name: `${pick(NAME_HEADS, random)} ${pick(NAME_TAILS, random)}`,
        type,
        occurred_date: addDaysAsDate(today, -Math.floor(random() * 60)),
        checked: 0,
        subscription_id: 1000 + planIndex * 10 + (i % 3),
        summary: SUMMARIES[type] ?? type,
      });
    }
  });
  return rows;
}
