import { describe, expect, it } from 'vitest';
import { getAlertBadge } from './get-alert-badge';

describe('getAlertBadge', () => {
  it('should hide the badge at 0', () => {
    expect(getAlertBadge(0)).toMatchObject({
      isVisible: false,
      accessibleName: 'Alerts',
    });
  });

  it.each([
    [1, '1', 'small'],
    [9, '9', 'small'],
    [10, '10', 'medium'],
    [99, '99', 'medium'],
    [100, '99+', 'large'],
    [4321, '99+', 'large'],
  ])('should show %i as %s in the %s style', (count, text, size) => {
    expect(getAlertBadge(count)).toMatchObject({ isVisible: true, text, size });
  });

  it('should name the count for screen readers', () => {
    expect(getAlertBadge(12).accessibleName).toBe('Alerts, 12 new');
  });
});
