import { describe, expect, it } from 'vitest';
import { demoUser, type DemoUsername } from '../../../testing/demo-users';
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
  'ent.admin': [...ALL_ACTIVITY, 'Usage Report', 'Manage Users'],
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
};

describe('getAdminMenuItems', () => {
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

  it('should give type 2 without the all flag nothing', () => {
    const user = { ...demoUser('corp.admin'), PC_acl: {} };
    expect(getAdminMenuItems(user)).toEqual([]);
  });
});
