import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../testing/demo-users';
import {
  getProspectingItems,
  isSupportCenterVisible,
  RETIREMENT_SEARCH_PATH,
  WELFARE_SEARCH_PATH,
  type ProspectingInput,
} from './get-main-nav-items';

const WITH_STATISTICS: ProspectingInput = {
  module: 'pc',
  isStatisticsShown: true,
};
const WITHOUT_STATISTICS: ProspectingInput = {
  module: 'pc',
  isStatisticsShown: false,
};

const labels = (
  name: Parameters<typeof demoUser>[0],
  input: ProspectingInput = WITH_STATISTICS,
) => getProspectingItems(demoUser(name), input).map((item) => item.label);

describe('main nav', () => {
  it('should list every product of full.broker', () => {
    expect(labels('full.broker')).toEqual([
      'Employee Benefits',
      'Commercial Lines',
      'Analytics',
      'Health and Welfare',
      'Retirement',
    ]);
  });

  it('should follow the products of single-product users', () => {
    expect(labels('pc.broker')).toEqual(['Commercial Lines']);
    expect(labels('eb.broker')).toEqual(['Employee Benefits']);
    expect(labels('ent.admin')).toEqual([
      'Employee Benefits',
      'Commercial Lines',
    ]);
  });

  // SPEC §2, §6: Analytics is the statistics, behind the statistics flag.
  it('should show Analytics only when the statistics flag allows, opening the module statistics', () => {
    expect(labels('full.broker', WITHOUT_STATISTICS)).not.toContain(
      'Analytics',
    );
    for (const module of ['pc', 'eb'] as const) {
      const analytics = getProspectingItems(demoUser('full.broker'), {
        module,
        isStatisticsShown: true,
      }).find((item) => item.key === 'analytics');
      expect(analytics).toEqual({
        key: 'analytics',
        label: 'Analytics',
        to: `/edge/statistics/${module}`,
      });
    }
  });

  it('should open Health and Welfare and Retirement as the scoped benefits search', () => {
    const items = getProspectingItems(demoUser('full.broker'), WITH_STATISTICS);
    const to = (key: string) => items.find((i) => i.key === key)?.to;
    expect(to('health-welfare')).toBe(WELFARE_SEARCH_PATH);
    expect(WELFARE_SEARCH_PATH).toBe('/edge/eb?scope=welfare');
    expect(to('retirement')).toBe(RETIREMENT_SEARCH_PATH);
    expect(RETIREMENT_SEARCH_PATH).toBe('/edge/eb?scope=retirement');
  });

  it('should leave the legacy links out without the benefits product', () => {
    const user = {
      ...demoUser('pc.broker'),
      can_access_legacy_hw_ret: '1' as const,
    };
    expect(
      getProspectingItems(user, WITH_STATISTICS).map((i) => i.label),
    ).toEqual(['Commercial Lines']);
  });

  it('should hide the Support Center from partner-platform users only', () => {
    expect(isSupportCenterVisible(demoUser('partner.broker'))).toBe(false);
    expect(isSupportCenterVisible(demoUser('pc.broker'))).toBe(true);
  });
});
