import { getLandingModule } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { demoUser, type DemoUsername } from '../../../testing/demo-users';
import { getToolsMenuItems } from './get-tools-menu-items';

const PC = ['Location Lookup', 'Industries', 'Track Exports'];
const PC_HISTORY = [
  'Location Lookup',
  'Industries',
  'Export History',
  'Track Exports',
];

// What each demo user sees on their landing module (ARCHITECTURE §3).
const EXPECTED: Record<DemoUsername, string[]> = {
  'pc.broker': PC,
  'eb.broker': ['Track Exports'],
  'full.broker': PC_HISTORY,
  'territory.broker': PC,
  'ent.admin': PC_HISTORY,
  'ent.group': PC_HISTORY,
  'corp.admin': PC_HISTORY,
  'agency.owner': PC,
  'agency.user': PC,
  'trial.broker': PC,
  'partner.broker': PC_HISTORY,
  'mfa.broker': PC_HISTORY,
  // Account type 7: Export History always (ARCHITECTURE §3).
  'staff.admin': PC_HISTORY,
};

function labels(username: DemoUsername, isStatisticsEnabled = false) {
  const user = demoUser(username);
  const module = getLandingModule(user.products);
  return getToolsMenuItems({ user, module, isStatisticsEnabled });
}

describe('getToolsMenuItems', () => {
  it.each(Object.entries(EXPECTED))(
    'should give %s exactly its tools',
    (username, expected) => {
      const items = labels(username as DemoUsername);
      expect(items.map((item) => item.label)).toEqual(expected);
    },
  );

  it('should disable Industries for trial.broker only', () => {
    const disabled = (name: DemoUsername) =>
      labels(name).some((i) => i.kind === 'link' && i.isDisabled === true);
    expect(disabled('trial.broker')).toBe(true);
    expect(disabled('pc.broker')).toBe(false);
  });

  it('should add Statistics for the module only when the flag allows', () => {
    const items = labels('eb.broker', true);
    expect(items.at(-1)).toEqual({
      kind: 'link',
      label: 'Statistics',
      to: '/edge/statistics/eb',
    });
  });

  it('should follow the eb export switch for a partner user in eb', () => {
    const user = demoUser('partner.broker');
    const items = getToolsMenuItems({
      user,
      module: 'eb',
      isStatisticsEnabled: false,
    });
    expect(items.map((i) => i.label)).toEqual(['Track Exports']);
  });

  it('should point Track Exports at the current module', () => {
    const items = labels('eb.broker');
    expect(items[0]).toMatchObject({ to: '/edge/eb/track_exports' });
  });
});
