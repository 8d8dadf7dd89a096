import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPcCriteria, type PcCriteria } from '@edge/contracts';
import { fakeApi } from '../../../testing/fake-api';
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

const COUNT = 'POST /api/v1/search/pnc/count';

afterEach(() => {
  vi.useRealTimers();
});

describe('live count', () => {
  it('should ask once for a burst of changes, after the typing pauses', async () => {
    vi.useFakeTimers();
    const { requests } = fakeApi().answer(COUNT, { total: 42 });
    const view = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests).toHaveLength(1);
    for (const name of ['a', 'ac', 'acm', 'acme']) {
      view.rerender({ criteria: named(name) });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(requests).toHaveLength(1);
    expect(view.result.current.isCounting).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS));
    expect(requests).toHaveLength(2);
    expect(requests.at(-1)?.body).toEqual({ criteria: named('acme') });
  });

  it('should keep the last number on screen while the next one is counted', async () => {
    vi.useFakeTimers();
    let answer: (value: { total: number }) => void = () => undefined;
    // The first count answers at once, the next one when the test says.
    let counts = 0;
    const { requests } = fakeApi().answer(COUNT, () =>
      ++counts === 1
        ? { total: 42 }
        : new Promise((resolve) => (answer = resolve)),
    );
    const view = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.result.current).toMatchObject({ total: 42, isCounting: false });
    view.rerender({ criteria: named('acme') });
    await act(() => vi.advanceTimersByTimeAsync(COUNT_DEBOUNCE_MS));
    expect(requests).toHaveLength(2);
    expect(view.result.current).toMatchObject({ total: 42, isCounting: true });
    await act(async () => {
      answer({ total: 7 });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(view.result.current).toMatchObject({ total: 7, isCounting: false });
  });
});
