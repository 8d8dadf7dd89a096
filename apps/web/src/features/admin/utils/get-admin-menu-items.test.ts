import { describe, expect, it } from 'vitest';
import { hasAclFlag, type UserInfo } from '@edge/contracts';
import {
  DEMO_USERNAMES,
  demoUser,
  type DemoUsername,
} from '../../../testing/demo-users';

import { getAdminMenuItems } from './get-admin-menu-items';

const ALL_ACTIVITY = [
  'Activity Report',
  'Generic Activity Report',
  'Group Reports',
];

const EXPECTED: Record<DemoUsername, string[]> = {
  'pc.broker': [],
  'eb.broker': [],
  'full.broker': [],
  'territory.broker': [],
  'ent.admin': [
    'Generic Activity Report',
    'Group Reports',
    'Usage Report',
    'Manage Users',
  ],
  'ent.group': ['Group Activity Report', 'Usage Report', 'Billing Portal'],
  'corp.admin': ALL_ACTIVITY,
  'agency.owner': [
    'Billing Portal',
    'Upgrade Subscription',
    'Subscription Info',
  ],
  'agency.user': ['Subscription Info'],
  'trial.broker': [],
  'partner.broker': [],
  'mfa.broker': [],
  'staff.admin': ['Feature Flags'],
};

// SPEC §6, Admin menu, line by line: which users each entry is for. An entry
// no line gives a user must not show for that user.
const isType4Admin = (u: UserInfo) =>
  u.type === 4 && (u.role === '1' || u.role === '2');
const all = (u: UserInfo) => hasAclFlag(u, 'ACTIVITY_REP_ALL');
const RULES: Record<string, (u: UserInfo) => boolean> = {
  // 'Type 4 with role '1' or '2': Usage Report shown.'
  'Usage Report': isType4Admin,
  // 'Manage Users requires ENTERPERISE_ACC_ADMIN.'
  'Manage Users': (u) =>
    isType4Admin(u) && hasAclFlag(u, 'ENTERPERISE_ACC_ADMIN'),
  // 'Group Activity Report requires the group flag without the all flag.'
  'Group Activity Report': (u) =>
    isType4Admin(u) && hasAclFlag(u, 'ACTIVITY_REP_GROUP') && !all(u),
  // 'Generic Activity and Group Reports require ACTIVITY_REP_ALL.' and
  // 'Type 2: all-activity reports if ACTIVITY_REP_ALL.'
  'Generic Activity Report': (u) => (isType4Admin(u) || u.type === 2) && all(u),
  'Group Reports': (u) => (isType4Admin(u) || u.type === 2) && all(u),
  'Activity Report': (u) => u.type === 2 && all(u),
  // 'Types 3 and 4 with role '2': Billing Portal.'
  'Billing Portal': (u) => (u.type === 3 || u.type === 4) && u.role === '2',
  // 'Type 3: Subscription Info always; Upgrade Subscription if
  // flag_show_upgrade_subscription'
  'Subscription Info': (u) => u.type === 3,
  'Upgrade Subscription': (u) =>
    u.type === 3 && u.flag_show_upgrade_subscription === '1',
  // Decision 0033: internal staff (account type 7) set flags per account.
  'Feature Flags': (u) => u.account_type === 7,
};

describe('getAdminMenuItems', () => {
  it.each(DEMO_USERNAMES)(
    'should show %s each entry SPEC §6 gives it and no other',
    (username) => {
      const user = demoUser(username);
      const labels = getAdminMenuItems(user).map((item) => item.label);
      const expected = Object.keys(RULES).filter((label) =>
        RULES[label]!(user),
      );
      expect([...labels].sort()).toEqual([...expected].sort());
    },
  );

  it.each(Object.entries(EXPECTED))(
    'should give %s exactly its admin entries',
    (username, labels) => {
      const items = getAdminMenuItems(demoUser(username as DemoUsername));
      expect(items.map((item) => item.label)).toEqual(labels);
    },
  );

  it('should open Manage Users on the account user list', () => {
    const user = demoUser('ent.admin');
    const item = getAdminMenuItems(user).find(
      (i) => i.label === 'Manage Users',
    );
    expect(item).toEqual({
      kind: 'link',
      label: 'Manage Users',
      href: `/app/users/ulist/${user.account_id}`,
    });
  });

  it('should open activity reports under /app/actlog', () => {
    const hrefs = getAdminMenuItems(demoUser('ent.group'))
      .filter((item) => item.kind === 'link')
      .map((item) => item.href);
    expect(hrefs).toEqual(['/app/actlog/group/12', '/app/actlog/usage']);
  });

  it('should send Upgrade Subscription to /app/upgrade', () => {
    const item = getAdminMenuItems(demoUser('agency.owner')).find(
      (i) => i.label === 'Upgrade Subscription',
    );
    expect(item).toMatchObject({ href: '/app/upgrade' });
  });

  it('should open Feature Flags on the staff screen', () => {
    expect(getAdminMenuItems(demoUser('staff.admin'))).toEqual([
      { kind: 'link', label: 'Feature Flags', href: '/app/staff/flags' },
    ]);
  });

  it('should give type 2 without the all flag nothing', () => {
    const user = { ...demoUser('corp.admin'), PC_acl: {} };
    expect(getAdminMenuItems(user)).toEqual([]);
  });
});
