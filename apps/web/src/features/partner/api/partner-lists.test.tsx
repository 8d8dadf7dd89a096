import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../testing/demo-users';
import { fakeApi } from '../../../testing/fake-api';
import {
  agencyUser,
  agencyUsers,
  featureLicense,
} from '../../../testing/partner-fixtures';
import {
  PARTNER_CACHE_TTL_MS,
  partnerCacheKey,
  writePartnerCache,
} from '../utils/partner-storage';
import { useAgencyUsers } from './get-agency-users';
import { useFeatureLicense } from './get-feature-license';

const partner = demoUser('partner.broker');
const LICENSE = 'GET /api/v1/partner/licenses/v2.0/featurelicense';
const USERS = 'GET /api/v1/partner/agencies/v2.0/agencyuser';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function stored(name: 'feature-license' | 'agency-users', userId: number) {
  const value = localStorage.getItem(partnerCacheKey(name, userId));
  return value === null ? null : (JSON.parse(value) as { data: unknown });
}

describe('partner licence and agency users', () => {
  it('should ask for the licence and keep it in local storage for the user', async () => {
    const route = fakeApi().answer(LICENSE, featureLicense());
    const { result } = renderHook(() => useFeatureLicense(partner), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual(featureLicense()));
    expect(route.requests).toHaveLength(1);
    expect(stored('feature-license', partner.id)?.data).toEqual(
      featureLicense(),
    );
    // SPEC §7: the partner token stays on the server.
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/token/i);
  });

  it('should use a fresh stored licence without asking', async () => {
    const route = fakeApi().answer(LICENSE, featureLicense());
    const kept = featureLicense({ has_ams: false });
    writePartnerCache('feature-license', partner.id, kept, Date.now() - 1000);
    const { result } = renderHook(() => useFeatureLicense(partner), {
      wrapper,
    });
    expect(result.current.data).toEqual(kept);
    await settle();
    expect(route.requests).toHaveLength(0);
  });

  it('should ask again when the stored licence is 10 minutes old', async () => {
    const route = fakeApi().answer(LICENSE, featureLicense());
    const old = Date.now() - PARTNER_CACHE_TTL_MS;
    writePartnerCache('feature-license', partner.id, featureLicense(), old);
    const { result } = renderHook(() => useFeatureLicense(partner), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(route.requests).toHaveLength(1);
  });

  it('should ask instead of trusting a corrupt stored licence', async () => {
    const route = fakeApi().answer(LICENSE, featureLicense());
    localStorage.setItem(
      partnerCacheKey('feature-license', partner.id),
      JSON.stringify({ savedAt: Date.now(), data: { has_ams: 1 } }),
    );
    const { result } = renderHook(() => useFeatureLicense(partner), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual(featureLicense()));
    expect(route.requests).toHaveLength(1);
  });

  it('should not read another user’s stored licence', async () => {
    const route = fakeApi().answer(LICENSE, featureLicense());
    writePartnerCache('feature-license', partner.id + 1, featureLicense());
    const { result } = renderHook(() => useFeatureLicense(partner), {
      wrapper,
    });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(route.requests).toHaveLength(1);
  });

  it('should ask nothing for a user who is not on the partner platform', async () => {
    const api = fakeApi();
    const user = demoUser('pc.broker');
    renderHook(() => useFeatureLicense(user), { wrapper });
    renderHook(() => useAgencyUsers(user), { wrapper });
    await settle();
    expect(api.requests).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('should keep every enabled agency user for the user', async () => {
    const list = agencyUsers([
      agencyUser('U1', 'Dana', 'Lopez'),
      agencyUser('U2', 'Eli', 'Moss'),
    ]);
    const route = fakeApi().answer(USERS, list);
    const { result } = renderHook(() => useAgencyUsers(partner), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(list));
    expect(route.requests[0]?.query).toEqual({});
    expect(stored('agency-users', partner.id)?.data).toEqual(list);
  });

  it('should not ask for the agency users when they are not wanted', async () => {
    const api = fakeApi();
    renderHook(() => useAgencyUsers(partner, false), { wrapper });
    await settle();
    expect(api.requests).toEqual([]);
  });
});
