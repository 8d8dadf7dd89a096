import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS, useDraftText } from './use-draft-text';

const isWholeZip = (zip: string) => zip === '' || /^\d{5}$/.test(zip);

function setup(applied = '', isComplete?: (text: string) => boolean) {
  const apply = vi.fn();
  const view = renderHook(
    ({ value }) => useDraftText(value, apply, isComplete),
    { initialProps: { value: applied } },
  );
  const type = (text: string) => act(() => view.result.current[1](text));
  const pause = (ms = FILTER_DEBOUNCE_MS) =>
    act(() => vi.advanceTimersByTime(ms));
  return { apply, view, type, pause };
}

describe('useDraftText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should show each key at once and apply once typing pauses', () => {
    const { apply, view, type, pause } = setup();
    type('S');
    pause(100);
    type('Sum ');
    expect(view.result.current[0]).toBe('Sum ');
    pause(FILTER_DEBOUNCE_MS - 1);
    expect(apply).not.toHaveBeenCalled();
    pause(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith('Sum');
  });

  it('should not apply incomplete text or what is already applied', () => {
    const { apply, type, pause } = setup('94105', isWholeZip);
    type('941');
    pause(1000);
    type('94105 ');
    pause(1000);
    expect(apply).not.toHaveBeenCalled();
    type('');
    pause();
    expect(apply).toHaveBeenCalledExactlyOnceWith('');
  });

  it('should show a value applied elsewhere, but keep typing over its own', () => {
    const { apply, view, type, pause } = setup();
    type('Summit');
    pause();
    expect(apply).toHaveBeenCalledWith('Summit');
    type('Summit Ri');
    view.rerender({ value: 'Summit' });
    expect(view.result.current[0]).toBe('Summit Ri');
    view.rerender({ value: '' });
    expect(view.result.current[0]).toBe('');
  });
});
