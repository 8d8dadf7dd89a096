import { describe, expect, it } from 'vitest';
import { alertItem } from '../../../testing/alert-fixtures';
import { parseSubscriptionIds, subscriptionIdsOf } from './alert-details-link';

describe('subscriptionIdsOf', () => {
  it('should give the company’s subscriptions once each, in order', () => {
    const items = [
      alertItem(1, { muns: 'A', subscription_id: 15 }),
      alertItem(2, { muns: 'B', subscription_id: 9 }),
      alertItem(3, { muns: 'A', subscription_id: 12 }),
      alertItem(4, { muns: 'A', subscription_id: 15 }),
      alertItem(5, { muns: 'A', subscription_id: null }),
    ];
    expect(subscriptionIdsOf(items, 'A')).toEqual([12, 15]);
  });
});

describe('parseSubscriptionIds', () => {
  it('should read comma-separated ids', () => {
    expect(parseSubscriptionIds('12,15')).toEqual([12, 15]);
  });

  it('should drop what is not an id, and read none as every one', () => {
    expect(parseSubscriptionIds('all')).toEqual([]);
    expect(parseSubscriptionIds('0,x,7,7')).toEqual([7]);
    expect(parseSubscriptionIds(undefined)).toEqual([]);
  });
});
