import { describe, expect, it } from 'vitest';
import { getVersionAction, NEW_VERSION_MESSAGE } from './version-check';

const base = { running: '4.12.35', isAutoRefresh: true, reloadedFor: null };

describe('getVersionAction', () => {
  it('should do nothing when the deployed version is the running one', () => {
    expect(getVersionAction({ ...base, latest: '4.12.35' })).toBe('none');
    expect(getVersionAction({ ...base, latest: undefined })).toBe('none');
  });

  it('should reload on a new version when the flag is on', () => {
    expect(getVersionAction({ ...base, latest: '4.13.0' })).toBe('reload');
  });

  it('should show the message when the flag is off', () => {
    expect(
      getVersionAction({ ...base, latest: '4.13.0', isAutoRefresh: false }),
    ).toBe('notify');
    expect(NEW_VERSION_MESSAGE).toBe(
      'A new version of the product is available, please refresh to upgrade',
    );
  });

  it('should not reload twice for the same version', () => {
    expect(
      getVersionAction({ ...base, latest: '4.13.0', reloadedFor: '4.13.0' }),
    ).toBe('notify');
  });
});
