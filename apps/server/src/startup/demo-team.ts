import type { InviteUserBody, ProductsMap } from '@edge/contracts';
import type { Db } from '../db/database';
import type { AccountIds } from '../db/seed/seed';
import {
  addAccountGroup,
  addAccountGroupMember,
  addAccountUser,
  setReportGroup,
} from '../modules/manage-users/index';

const ALL = 'All States';
const GULF = 'TX,LA,MS,AL,FL';
const MIDWEST = 'IL,IN,OH,MI,WI';

/** How busy a member is in the demo's played past (demo-activity/). */
export type DemoPace = 'producer' | 'regular' | 'occasional';

export interface TeamMember {
  first: string;
  last: string;
  products: ProductsMap;
  group: 0 | 1;
  pace: DemoPace;
}

/** The demo account of ent.admin and its two groups (issue 25 §4). */
export const DEMO_TEAM_ACCOUNT = 'meridian';
export const DEMO_GROUPS = ['Gulf Coast Producers', 'Midwest Benefits Team'];

// Eighteen people besides ent.admin and ent.group: twenty users in all.
export const DEMO_TEAM: readonly TeamMember[] = [
  {
    first: 'Ana',
    last: 'Delgado',
    products: { PC: GULF },
    group: 0,
    pace: 'producer',
  },
  {
    first: 'Ben',
    last: 'Okafor',
    products: { PC: GULF },
    group: 0,
    pace: 'producer',
  },
  {
    first: 'Carla',
    last: 'Nguyen',
    products: { PC: ALL },
    group: 0,
    pace: 'regular',
  },
  {
    first: 'Dev',
    last: 'Patel',
    products: { PC: 'TX,OK' },
    group: 0,
    pace: 'regular',
  },
  {
    first: 'Elena',
    last: 'Ruiz',
    products: { PC: GULF, 'H-W': GULF },
    group: 0,
    pace: 'producer',
  },
  {
    first: 'Frank',
    last: 'Moreau',
    products: { PC: 'LA,MS' },
    group: 0,
    pace: 'occasional',
  },
  {
    first: 'Grace',
    last: 'Liu',
    products: { PC: 'FL,GA' },
    group: 0,
    pace: 'regular',
  },
  {
    first: 'Hector',
    last: 'Salas',
    products: { PC: 'TX' },
    group: 0,
    pace: 'occasional',
  },
  {
    first: 'Irene',
    last: 'Walsh',
    products: { PC: ALL, 'H-W': ALL },
    group: 0,
    pace: 'regular',
  },
  {
    first: 'Jon',
    last: 'Becker',
    products: { 'H-W': MIDWEST },
    group: 1,
    pace: 'producer',
  },
  {
    first: 'Kara',
    last: 'Hughes',
    products: { 'H-W': MIDWEST },
    group: 1,
    pace: 'regular',
  },
  {
    first: 'Luis',
    last: 'Ortega',
    products: { 'H-W': 'IL,IN' },
    group: 1,
    pace: 'occasional',
  },
  {
    first: 'Maya',
    last: 'Fischer',
    products: { 'H-W': ALL },
    group: 1,
    pace: 'producer',
  },
  {
    first: 'Nate',
    last: 'Larsen',
    products: { 'H-W': 'MN,IA,MO' },
    group: 1,
    pace: 'regular',
  },
  {
    first: 'Olive',
    last: 'Grant',
    products: { PC: MIDWEST, 'H-W': MIDWEST },
    group: 1,
    pace: 'regular',
  },
  {
    first: 'Paul',
    last: 'Kowalski',
    products: { 'H-W': 'OH,MI' },
    group: 1,
    pace: 'occasional',
  },
  {
    first: 'Rosa',
    last: 'Jimenez',
    products: { 'H-W': 'WI,MN' },
    group: 1,
    pace: 'occasional',
  },
  {
    first: 'Sam',
    last: 'Turner',
    products: { PC: ALL, 'H-W': MIDWEST },
    group: 1,
    pace: 'regular',
  },
];

export const teamUsername = (m: Pick<TeamMember, 'first' | 'last'>) =>
  `${m.first}.${m.last}`.toLowerCase();

async function userIdOf(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * ent.admin's team, added through Manage Users' own services (seats,
 * products bought and groups checked as for an invite); ent.group reports on
 * the first group and belongs to it.
 */
export async function seedDemoTeam(
  db: Db,
  passwordHash: string,
  accountIds: AccountIds,
): Promise<void> {
  const accountId = accountIds.get(DEMO_TEAM_ACCOUNT)!;
  const groups = [];
  for (const name of DEMO_GROUPS) {
    groups.push(await addAccountGroup(db, accountId, name));
  }
  for (const member of DEMO_TEAM) {
    const username = teamUsername(member);
    const body: InviteUserBody = {
      username,
      email: `${username}@demo.edge.local`,
      first_name: member.first,
      last_name: member.last,
      products: member.products,
    };
    const id = await addAccountUser(db, accountId, body, passwordHash);
    await addAccountGroupMember(db, accountId, groups[member.group]!.id, id);
  }
  const entGroup = await userIdOf(db, 'ent.group');
  await addAccountGroupMember(db, accountId, groups[0]!.id, entGroup);
  await setReportGroup(db, accountId, entGroup, groups[0]!.id);
}
