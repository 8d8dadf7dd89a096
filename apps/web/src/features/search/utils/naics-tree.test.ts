import { describe, expect, it } from 'vitest';
import type { NaicsNode } from '@edge/contracts';
import {
  buildNaicsIndex,
  filterNaics,
  naicsCheckOf,
  selectedNodeCodes,
  toggleNaics,
} from './naics-tree';

const node = (code: string, title: string, parent: string | null) =>
  ({ code, title, parent, level: code.length, companies: 1 }) as NaicsNode;

const NODES = [
  node('23', 'Construction', null),
  node('236', 'Construction of Buildings', '23'),
  node('2361', 'Residential Building Construction', '236'),
  node('31-33', 'Manufacturing', null),
  node('311', 'Food Manufacturing', '31-33'),
];

describe('NAICS tree selection', () => {
  it('should replace ticked descendants when a parent is ticked', () => {
    expect(toggleNaics(['2361'], '23')).toEqual(['23']);
    expect(naicsCheckOf(['23'], '236')).toBe('covered');
    expect(naicsCheckOf(['2361'], '23')).toBe('partial');
  });

  it('should tick a sector range as its two-digit codes', () => {
    const selected = toggleNaics([], '31-33');
    expect(selected).toEqual(['31', '32', '33']);
    expect(naicsCheckOf(selected, '31-33')).toBe('checked');
    expect(naicsCheckOf(selected, '311')).toBe('covered');
    expect(toggleNaics(selected, '31-33')).toEqual([]);
    const index = buildNaicsIndex(NODES);
    expect(selectedNodeCodes(index, selected)).toEqual(['31-33']);
  });

  it('should show the matches of a search with their ancestors', () => {
    const result = filterNaics(buildNaicsIndex(NODES), 'residential');
    expect(result?.matches).toBe(1);
    expect([...(result?.visible ?? [])].sort()).toEqual(['23', '236', '2361']);
    expect(filterNaics(buildNaicsIndex(NODES), '  ')).toBeNull();
  });
});
