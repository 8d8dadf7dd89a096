import { FIRST_NAMES, LAST_NAMES, slug, USER_TITLES } from './people';
import { Prng } from './prng';
import type { Agency, AgencyUser, PartnerLogin } from './sandbox-types';

// The agencies of the platform and their users. Cobalt Partner Brokerage is
// the agency of Edge's demo user partner.broker (account type 6): more than
// a page of users (the API's pages hold 100), some disabled, and the AMS.
// Juniper Risk Group has no AMS licence and few users.

/** Edge's demo password (ARCHITECTURE §3), the shell's too. */
export const DEMO_PASSWORD = 'Broker2026!';

export const AGENCIES: readonly Agency[] = [
  {
    agencyId: 'AG-1001',
    agencyName: 'Cobalt Partner Brokerage',
    has_ams: true,
    agency_users: true,
  },
  {
    agencyId: 'AG-2002',
    agencyName: 'Juniper Risk Group',
    has_ams: false,
    agency_users: true,
  },
];

interface FixedUser {
  userName: string;
  firstName: string;
  lastName: string;
  title: string;
  login: Omit<PartnerLogin, 'userId' | 'password'>;
}

// The users who sign in at the shell, first of their agency.
const SIGN_IN_USERS: Record<string, FixedUser> = {
  'AG-1001': {
    userName: 'partner.broker',
    firstName: 'Priya',
    lastName: 'Raman',
    title: 'Producer',
    // As Edge's demo has it (README: partner.broker holds neither licence).
    login: { zywave_eb_broker_search: '0', zywave_is_premium_contacts: '0' },
  },
  'AG-2002': {
    userName: 'juniper.broker',
    firstName: 'Jonah',
    lastName: 'Whitfield',
    title: 'Producer',
    login: { zywave_eb_broker_search: '1', zywave_is_premium_contacts: '1' },
  },
};

const USER_COUNTS: Record<string, { users: number; disabled: number }> = {
  'AG-1001': { users: 137, disabled: 19 },
  'AG-2002': { users: 12, disabled: 2 },
};

function domainOf(agency: Agency): string {
  return `${slug(agency.agencyName.split(' ')[0]!)}-agency.example`;
}

// `taken`: the user names of every agency so far; they are unique.
function agencyUsers(agency: Agency, rng: Prng, taken: Set<string>) {
  const { users: total, disabled } = USER_COUNTS[agency.agencyId]!;
  const fixed = SIGN_IN_USERS[agency.agencyId]!;
  const users: AgencyUser[] = [];
  for (let n = 1; n <= total; n += 1) {
    const id = `${agency.agencyId.replace('AG', 'AU')}-${String(n).padStart(4, '0')}`;
    const { firstName, lastName, title } =
      n === 1
        ? fixed
        : {
            firstName: rng.pick(FIRST_NAMES),
            lastName: rng.pick(LAST_NAMES),
            title: rng.pick(USER_TITLES),
          };
    let userName =
      n === 1 ? fixed.userName : `${slug(firstName)}.${slug(lastName)}`;
    // No first name drawn is 'partner' or 'juniper': sign-in names stay unique.
    if (taken.has(userName)) userName = `${userName}${n}`;
    taken.add(userName);
    users.push({
      id,
      agencyId: agency.agencyId,
      userName,
      firstName,
      lastName,
      email: `${userName}@${domainOf(agency)}`,
      title,
      // The last users of the list left the agency.
      isEnabled: n <= total - disabled,
    });
  }
  return users;
}

export function buildAgencyUsers(seed: number) {
  const rng = new Prng(seed ^ 0xa9e1);
  const taken = new Set<string>();
  const users = AGENCIES.flatMap((agency) => agencyUsers(agency, rng, taken));
  const logins: PartnerLogin[] = AGENCIES.map((agency) => ({
    userId: `${agency.agencyId.replace('AG', 'AU')}-0001`,
    password: DEMO_PASSWORD,
    ...SIGN_IN_USERS[agency.agencyId]!.login,
  }));
  return { agencies: AGENCIES, users, logins };
}
