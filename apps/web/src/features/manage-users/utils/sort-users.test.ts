import type { ManagedUser } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { filterAndSortUsers } from './sort-users';

const user = (
  username: string,
  first: string,
  last: string,
  extra: Partial<ManagedUser> = {},
): ManagedUser => ({
  id: username.length,
  username,
  first_name: first,
  last_name: last,
  email: `${username}@example.com`,
  is_enabled: true,
  is_admin: false,
  products: { PC: 'TX' },
  group_ids: [],
  last_sign_in: null,
  ...extra,
});

const users = [
  user('b.zed', 'Bea', 'Zed', { last_sign_in: '2026-01-02T00:00:00.000Z' }),
  user('a.young', 'Al', 'Young', { is_enabled: false }),
  user('c.xu', 'Cy', 'Xu', { last_sign_in: '2026-03-01T00:00:00.000Z' }),
];

describe('filterAndSortUsers', () => {
  it('should sort by last name, either way', () => {
    expect(
      filterAndSortUsers(users, '', 'name', 'asc').map((u) => u.username),
    ).toEqual(['c.xu', 'a.young', 'b.zed']);
    expect(
      filterAndSortUsers(users, '', 'name', 'desc').map((u) => u.username),
    ).toEqual(['b.zed', 'a.young', 'c.xu']);
  });

  it('should put users who never signed in first by last sign-in', () => {
    expect(
      filterAndSortUsers(users, '', 'last_sign_in', 'asc').map(
        (u) => u.username,
      ),
    ).toEqual(['a.young', 'b.zed', 'c.xu']);
  });

  it('should filter by name, user name or e-mail, ignoring case', () => {
    expect(
      filterAndSortUsers(users, 'YOUNG', 'name', 'asc').map((u) => u.username),
    ).toEqual(['a.young']);
    expect(
      filterAndSortUsers(users, 'bea z', 'name', 'asc').map((u) => u.username),
    ).toEqual(['b.zed']);
  });
});
