import { personName, type ManagedUser } from '@edge/contracts';

export type UserSortKey =
  'name' | 'username' | 'email' | 'status' | 'last_sign_in';
export type SortDirection = 'asc' | 'desc';

export const fullName = (user: Pick<ManagedUser, 'first_name' | 'last_name'>) =>
  personName(user.first_name, user.last_name);

const sortValue: Record<UserSortKey, (user: ManagedUser) => string> = {
  name: (u) => `${u.last_name} ${u.first_name}`.toLowerCase(),
  username: (u) => u.username,
  email: (u) => u.email.toLowerCase(),
  status: (u) => (u.is_enabled ? 'a' : 'b'),
  // Never signed in sorts before the oldest sign-in.
  last_sign_in: (u) => u.last_sign_in ?? '',
};

/** Users whose name, user name or e-mail holds the filter, sorted. */
export function filterAndSortUsers(
  users: readonly ManagedUser[],
  filter: string,
  key: UserSortKey,
  direction: SortDirection,
): ManagedUser[] {
  const needle = filter.trim().toLowerCase();
  const value = sortValue[key];
  return users
    .filter(
      (u) =>
        !needle ||
        fullName(u).toLowerCase().includes(needle) ||
        u.username.includes(needle) ||
        u.email.toLowerCase().includes(needle),
    )
    .sort((a, b) => {
      const order =
        value(a).localeCompare(value(b)) ||
        a.username.localeCompare(b.username);
      return direction === 'asc' ? order : -order;
    });
}
