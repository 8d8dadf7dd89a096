import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERSION_CHECK_INTERVAL_MS } from '../config/env';
import { fakeApi } from '../testing/fake-api';
import { useNewVersionCheck } from './use-new-version-check';

/** The version file the server answers: its requests count the checks. */
const serveVersion = (version: string) =>
  fakeApi().answer('GET /version.json', { version }).requests;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.useRealTimers());

describe('useNewVersionCheck', () => {
  it('should check /version.json again on an interval', async () => {
    vi.useFakeTimers();
    const checks = serveVersion('4.12.35');
    renderHook(
      () =>
        useNewVersionCheck({
          isAutoRefresh: true,
          reload: vi.fn(),
          running: '4.12.35',
        }),
      { wrapper },
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(checks).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS));
    expect(checks).toHaveLength(2);
  });

  it('should reload once when a new version is out and the flag is on', async () => {
    const reload = vi.fn();
    serveVersion('9.0.0');
    renderHook(
      () =>
        useNewVersionCheck({
          isAutoRefresh: true,
          reload,
          running: '4.12.35',
        }),
      { wrapper },
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('should ask the user to refresh when the flag is off', async () => {
    const reload = vi.fn();
    serveVersion('9.0.0');
    const { result } = renderHook(
      () =>
        useNewVersionCheck({
          isAutoRefresh: false,
          reload,
          running: '4.12.35',
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe(true));
    expect(reload).not.toHaveBeenCalled();
  });

  it('should stay quiet on the same version and check again on focus', async () => {
    const checks = serveVersion('4.12.35');
    const { result } = renderHook(
      () =>
        useNewVersionCheck({
          isAutoRefresh: true,
          reload: vi.fn(),
          running: '4.12.35',
        }),
      { wrapper },
    );
    await waitFor(() => expect(checks).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(checks).toHaveLength(2));
    expect(result.current).toBe(false);
  });
});
