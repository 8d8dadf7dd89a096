import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../testing/demo-users';
import {
  getProspectingItems,
  isSupportCenterVisible,
  RETIREMENT_SEARCH_PATH,
  WELFARE_SEARCH_PATH,
} from './get-main-nav-items';

const labels = (name: Parameters<typeof demoUser>[0]) =>
  getProspectingItems(demoUser(name)).map((item) => item.label);

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

  it('should open Health and Welfare and Retirement as the scoped benefits search', () => {
    const items = getProspectingItems(demoUser('full.broker'));
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
    expect(getProspectingItems(user).map((i) => i.label)).toEqual([
      'Commercial Lines',
    ]);
  });

  it('should hide the Support Center from partner-platform users only', () => {
    expect(isSupportCenterVisible(demoUser('partner.broker'))).toBe(false);
    expect(isSupportCenterVisible(demoUser('pc.broker'))).toBe(true);
  });
});
