import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERSION_CHECK_INTERVAL_MS } from '../config/env';
import { useNewVersionCheck } from './use-new-version-check';

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
    const fetchVersion = vi.fn(() => Promise.resolve('4.12.35'));
    renderHook(
      () =>
        useNewVersionCheck({
          isAutoRefresh: true,
          fetchVersion,
          reload: vi.fn(),
          running: '4.12.35',
        }),
      { wrapper },
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS));
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('should reload once when a new version is out and the flag is on', async () => {
    const reload = vi.fn();
    const fetchVersion = vi.fn(() => Promise.resolve('9.0.0'));
    renderHook(
      () =>
        useNewVersionCheck({
          isAutoRefresh: true,
          fetchVersion,
          reload,
          running: '4.12.35',
        }),
      { wrapper },
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('should ask the user to refresh when the flag is off', async () => {
    const reload = vi.fn();
    const fetchVersion = vi.fn(() => Promise.resolve('9.0.0'));
    const { result } = renderHook(
      () =>
        useNewVersionCheck({
          isAutoRefresh: false,
          fetchVersion,
          reload,
          running: '4.12.35',
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe(true));
    expect(reload).not.toHaveBeenCalled();
  });

  it('should stay quiet on the same version and check again on focus', async () => {
    const fetchVersion = vi.fn(() => Promise.resolve('4.12.35'));
    const { result } = renderHook(
      () =>
        useNewVersionCheck({
          isAutoRefresh: true,
          fetchVersion,
          reload: vi.fn(),
          running: '4.12.35',
        }),
      { wrapper },
    );
    await waitFor(() => expect(fetchVersion).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(fetchVersion).toHaveBeenCalledTimes(2));
    expect(result.current).toBe(false);
  });
});
