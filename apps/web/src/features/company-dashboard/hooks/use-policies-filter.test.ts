import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_POLICIES_FILTER } from '../utils/policies-filter';
import { usePoliciesFilter } from './use-policies-filter';

const BOUNDS = [0.8, 1.4] as const;

describe('usePoliciesFilter (SPEC §4)', () => {
  it('should pick statuses, carriers and a mod range', () => {
    const { result } = renderHook(() => usePoliciesFilter());
    act(() => result.current.toggle('statuses', 'ACTIVE'));
    act(() => result.current.toggle('carriers', 'ZURICH'));
    act(() => result.current.setModRange([0.9, 1.1], BOUNDS));
    expect(result.current.filter).toEqual({
      statuses: ['ACTIVE'],
      carriers: ['ZURICH'],
      modRange: [0.9, 1.1],
    });
    expect(result.current.activeCount).toBe(3);
  });

  it('should drop a mod range moved back to the bounds', () => {
    const { result } = renderHook(() => usePoliciesFilter());
    act(() => result.current.setModRange([0.9, 1.1], BOUNDS));
    act(() => result.current.setModRange(BOUNDS, BOUNDS));
    expect(result.current.filter.modRange).toBeNull();
  });

  it('should open, close and reset', () => {
    const { result } = renderHook(() => usePoliciesFilter());
    act(() => result.current.toggleExpanded());
    expect(result.current.isExpanded).toBe(true);
    act(() => result.current.toggle('statuses', 'EXPIRED'));
    act(() => result.current.reset());
    expect(result.current.filter).toEqual(EMPTY_POLICIES_FILTER);
    act(() => result.current.toggleExpanded());
    expect(result.current.isExpanded).toBe(false);
  });
});
