import { mayExport } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../testing/demo-users';

describe('mayExport', () => {
  it('should always show for enterprise (2) and internal staff (7) accounts', () => {
    const staff = { ...demoUser('pc.broker'), account_type: 7 };
    expect(mayExport(demoUser('corp.admin'), 'pc')).toBe(true);
    expect(mayExport(staff, 'eb')).toBe(true);
  });

  it('should follow the module export switch for partner accounts', () => {
    const user = demoUser('partner.broker');
    expect(mayExport(user, 'pc')).toBe(true);
    expect(mayExport(user, 'eb')).toBe(false);
  });

  it('should show for MFA users and the EXPORT_HISTORY_ENABLE flag', () => {
    expect(mayExport(demoUser('mfa.broker'), 'pc')).toBe(true);
    expect(mayExport(demoUser('full.broker'), 'eb')).toBe(true);
    expect(mayExport(demoUser('pc.broker'), 'pc')).toBe(false);
    expect(mayExport(demoUser('agency.owner'), 'pc')).toBe(false);
  });
});
