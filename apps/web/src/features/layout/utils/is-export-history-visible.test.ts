import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../testing/demo-users';
import { isExportHistoryVisible } from './is-export-history-visible';

describe('isExportHistoryVisible', () => {
  it('should always show for enterprise (2) and internal staff (7) accounts', () => {
    const staff = { ...demoUser('pc.broker'), account_type: 7 };
    expect(isExportHistoryVisible(demoUser('corp.admin'), 'pc')).toBe(true);
    expect(isExportHistoryVisible(staff, 'eb')).toBe(true);
  });

  it('should follow the module export switch for partner accounts', () => {
    const user = demoUser('partner.broker');
    expect(isExportHistoryVisible(user, 'pc')).toBe(true);
    expect(isExportHistoryVisible(user, 'eb')).toBe(false);
  });

  it('should show for MFA users and the EXPORT_HISTORY_ENABLE flag', () => {
    expect(isExportHistoryVisible(demoUser('mfa.broker'), 'pc')).toBe(true);
    expect(isExportHistoryVisible(demoUser('full.broker'), 'eb')).toBe(true);
    expect(isExportHistoryVisible(demoUser('pc.broker'), 'pc')).toBe(false);
    expect(isExportHistoryVisible(demoUser('agency.owner'), 'pc')).toBe(false);
  });
});
