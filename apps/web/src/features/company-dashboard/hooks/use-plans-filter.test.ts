import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PLANS_FILTER } from '../utils/plans-filter';
import { usePlansFilter } from './use-plans-filter';

describe('usePlansFilter (SPEC §4)', () => {
  it('should start closed with nothing picked', () => {
    const { result } = renderHook(() => usePlansFilter());
    expect(result.current.isExpanded).toBe(false);
    expect(result.current.filter).toEqual(EMPTY_PLANS_FILTER);
    expect(result.current.activeCount).toBe(0);
  });

  it('should pick and unpick values', () => {
    const { result } = renderHook(() => usePlansFilter());
    act(() => result.current.toggle('lines', 2));
    act(() => result.current.toggle('services', '15'));
    act(() => result.current.toggle('kinds', 'welfare'));
    expect(result.current.filter).toEqual({
      kinds: ['welfare'],
      lines: [2],
      carriers: [],
      services: ['15'],
    });
    act(() => result.current.toggle('lines', 2));
    expect(result.current.filter.lines).toEqual([]);
    expect(result.current.activeCount).toBe(2);
  });

  it('should reset the picks and keep the panel open', () => {
    const { result } = renderHook(() => usePlansFilter());
    act(() => result.current.toggleExpanded());
    act(() => result.current.toggle('carriers', 'AETNA'));
    act(() => result.current.reset());
    expect(result.current.filter).toEqual(EMPTY_PLANS_FILTER);
    expect(result.current.isExpanded).toBe(true);
  });
});
