import { describe, expect, it } from 'vitest';
import { getBackTarget } from './back-target';

describe('getBackTarget', () => {
  it('should return to the very search the user came from', () => {
    const returnTo = '/edge/results/eb?q=abc&page=2';
    expect(getBackTarget({ returnTo }, 'eb')).toEqual({
      to: returnTo,
      label: 'Back to results',
    });
  });

  it('should return to a broker page', () => {
    expect(getBackTarget({ returnTo: '/edge/eb/broker/77' }, 'eb')).toEqual({
      to: '/edge/eb/broker/77',
      label: 'Back to broker',
    });
  });

  it("should go to the module's results without a safe origin", () => {
    for (const state of [null, {}, { returnTo: '//evil.example/x' }]) {
      expect(getBackTarget(state, 'pc')).toEqual({
        to: '/edge/results/pc',
        label: 'Back to results',
      });
    }
  });
});
