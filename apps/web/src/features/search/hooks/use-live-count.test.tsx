import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPcCriteria, type PcCriteria } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { COUNT_DEBOUNCE_MS, useLiveCount } from './use-live-count';

const base = defaultPcCriteria();
const named = (name: string): PcCriteria => ({
  ...base,
  termsSearch: { ...base.termsSearch, name },
});

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ criteria }) => useLiveCount('pc', criteria), {
    wrapper,
    initialProps: { criteria: base },
  });
}

const countBody = (name: string) => ({
  body: { json: { criteria: named(name) } },
  schema: expect.anything(),
  signal: expect.anything(),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live count', () => {
  it('should ask once for a burst of changes, after the typing pauses', async () => {
    vi.useFakeTimers();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ total: 42 });
    const view = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(post).toHaveBeenCalledTimes(1);
    for (const name of ['a', 'ac', 'acm', 'acme']) {
      view.rerender({ criteria: named(name) });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(post).toHaveBeenCalledTimes(1);
    expect(view.result.current.isCounting).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS));
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith(
      '/api/v1/search/pnc/count',
      countBody('acme'),
    );
  });

  it('should keep the last number on screen while the next one is counted', async () => {
    vi.useFakeTimers();
    let answer: (value: { total: number }) => void = () => undefined;
    const post = vi
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({ total: 42 })
      .mockImplementationOnce(
        () => new Promise((resolve) => (answer = resolve as typeof answer)),
      );
    const view = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.result.current).toMatchObject({ total: 42, isCounting: false });
    view.rerender({ criteria: named('acme') });
    await act(() => vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS));
    expect(post).toHaveBeenCalledTimes(2);
    expect(view.result.current).toMatchObject({ total: 42, isCounting: true });
    await act(async () => {
      answer({ total: 7 });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(view.result.current).toMatchObject({ total: 7, isCounting: false });
  });
});
