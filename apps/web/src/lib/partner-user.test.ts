import { describe, expect, it } from 'vitest';
import { demoUser } from '../testing/demo-users';
import { fakeApi } from '../testing/fake-api';
import { apiClient } from './api-client';
import {
  partnerRequestHeaders,
  rememberPartnerArrival,
  rememberPartnerUser,
} from './partner-user';
import { enterMode } from './search-preference';

const at = (path: string) => `http://localhost${path}`;

describe('X-Subcomponent of a partner-platform user (SPEC §7)', () => {
  it('should name the module on screen: CL for PC, EB for EB', () => {
    rememberPartnerUser(demoUser('partner.broker'));
    expect(partnerRequestHeaders(at('/edge/results/pc'))).toEqual({
      'X-Subcomponent': 'CL',
    });
    expect(partnerRequestHeaders(at('/edge/eb/favorites'))).toEqual({
      'X-Subcomponent': 'EB',
    });
    expect(
      partnerRequestHeaders(at('/edge/results/dashboard/M1?module=eb')),
    ).toEqual({ 'X-Subcomponent': 'EB' });
  });

  it('should fall back to the last search mode, then the landing module', () => {
    rememberPartnerUser(demoUser('partner.broker'));
    expect(partnerRequestHeaders(at('/app/support'))).toEqual({
      'X-Subcomponent': 'CL',
    });
    enterMode('eb-brokers');
    expect(partnerRequestHeaders(at('/app/support'))).toEqual({
      'X-Subcomponent': 'EB',
    });
  });

  it('should send it on every request of a partner user, and not of others', async () => {
    const api = fakeApi();
    api.answer('GET /api/v1/auth/data', demoUser('partner.broker'));
    api.answer('GET /api/v1/auth/ping', { ok: true });
    api.answer('POST /api/events/alerts/checked', { updated: 0 });
    window.history.pushState({}, '', '/edge/eb');
    await apiClient.get('/api/v1/auth/data');
    // The User info told the client who the user is.
    rememberPartnerUser(demoUser('partner.broker'));
    await apiClient.get('/api/v1/auth/ping');
    await apiClient.post('/api/events/alerts/checked', { body: { json: {} } });
    rememberPartnerUser(demoUser('pc.broker'));
    await apiClient.get('/api/v1/auth/ping');
    const sent = api.requests.map((r) => r.headers['x-subcomponent']);
    expect(sent).toEqual([undefined, 'EB', 'EB', undefined]);
    window.history.pushState({}, '', '/');
  });

  it('should send it from the landing screen of a shell sign-in on, before the User info', () => {
    expect(partnerRequestHeaders(at('/edge/partner/landing'))).toEqual({});
    rememberPartnerArrival('/edge/eb/favorites');
    expect(partnerRequestHeaders(at('/edge/partner/landing'))).toEqual({
      'X-Subcomponent': 'EB',
    });
    rememberPartnerUser(demoUser('pc.broker'));
    expect(partnerRequestHeaders(at('/edge/eb'))).toEqual({});
  });
});
