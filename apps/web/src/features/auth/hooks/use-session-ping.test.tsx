import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { PING_INTERVAL_MS, useSessionPing } from './use-session-ping';

/** The server's ping: its requests count the pings. */
const servePing = () =>
  fakeApi().answer('GET /api/v1/auth/ping', { ok: true }).requests;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      {children}
    </QueryClientProvider>
  );
}

afterEach(() => vi.useRealTimers());

describe('useSessionPing', () => {
  it('should ping every 60 s', async () => {
    vi.useFakeTimers();
    const pings = servePing();
    renderHook(() => useSessionPing(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(pings).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(PING_INTERVAL_MS));
    expect(pings).toHaveLength(2);
    expect(PING_INTERVAL_MS).toBe(60_000);
  });

  it('should ping when the window regains focus', async () => {
    vi.useFakeTimers();
    const pings = servePing();
    renderHook(() => useSessionPing(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(pings).toHaveLength(2);
  });
});
