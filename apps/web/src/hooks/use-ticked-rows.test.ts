import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTickedRows } from './use-ticked-rows';

describe('useTickedRows', () => {
  it('should tick and untick rows in the order ticked', () => {
    const { result } = renderHook(() => useTickedRows('a'));
    act(() => result.current.toggle('M2'));
    act(() => result.current.toggle('M1'));
    expect(result.current.ids).toEqual(['M2', 'M1']);
    expect(result.current.isTicked('M1')).toBe(true);
    act(() => result.current.toggle('M2'));
    expect(result.current.ids).toEqual(['M1']);
  });

  it('should tick a whole page without doubles, and untick it', () => {
    const { result } = renderHook(() => useTickedRows('a'));
    act(() => result.current.toggle('M9'));
    act(() => result.current.setAll(['M1', 'M9', 'M2'], true));
    expect(result.current.ids).toEqual(['M9', 'M1', 'M2']);
    act(() => result.current.setAll(['M1', 'M2'], false));
    expect(result.current.ids).toEqual(['M9']);
    act(() => result.current.clear());
    expect(result.current.ids).toEqual([]);
  });

  it('should keep ticks while the scope stays and drop them when it changes', () => {
    const { result, rerender } = renderHook(
      ({ scope }) => useTickedRows(scope),
      { initialProps: { scope: 'criteria-1' } },
    );
    act(() => result.current.toggle('M1'));
    rerender({ scope: 'criteria-1' });
    expect(result.current.ids).toEqual(['M1']);
    rerender({ scope: 'criteria-2' });
    expect(result.current.ids).toEqual([]);
    // Back to the first criteria: a new search, nothing ticked.
    rerender({ scope: 'criteria-1' });
    expect(result.current.ids).toEqual([]);
  });
});
