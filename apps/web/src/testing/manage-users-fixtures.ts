import type { ManagedAccount, ManagedUser } from '@edge/contracts';

export function managedUser(
  id: number,
  username: string,
  extra: Partial<ManagedUser> = {},
): ManagedUser {
  const [first = username, last = ''] = username.split('.');
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return {
    id,
    username,
    first_name: cap(first),
    last_name: cap(last),
    email: `${username}@example.com`,
    is_enabled: true,
    is_admin: false,
    products: { PC: 'TX,OK' },
    group_ids: [],
    last_sign_in: '2026-11-20T15:30:00.000Z',
    ...extra,
  };
}

/** An account of three users and one group, as GET .../users answers. */
export function managedAccount(
  accountId: number,
  extra: Partial<ManagedAccount> = {},
): ManagedAccount {
  return {
    account_id: accountId,
    account_name: 'Meridian Enterprise Insurance Services',
    seats: 25,
    seats_used: 2,
    products: { PC: 'All States', 'H-W': 'All States' },
    users: [
      managedUser(1, 'ent.admin', {
        is_admin: true,
        products: { PC: 'All States' },
      }),
      managedUser(2, 'ana.delgado', { group_ids: [7] }),
      managedUser(3, 'ben.okafor', { is_enabled: false, last_sign_in: null }),
    ],
    groups: [{ id: 7, name: 'Gulf Coast Producers', member_ids: [2] }],
    ...extra,
  };
}
