import { describe, expect, it } from 'vitest';
import { ContactRoleIndex, roleMask } from './contact-role-index';

// Six companies (rows 0-5); pairs: 0 'HR Director' (hr), 1 'Benefits
// Manager' (hr, benefits), 2 'Owner' (executive), 3 'Office Manager'.
const PAIR_ROLES = [
  roleMask(['hr']),
  roleMask(['hr', 'benefits']),
  roleMask(['executive']),
  0,
];
const PAIR_TITLES = [
  'hr director',
  'benefits manager',
  'owner',
  'office manager',
];
// [company row, pair], given out of row order as a table is read.
const CONTACTS: [number, number][] = [
  [4, 1],
  [0, 2],
  [4, 0],
  [2, 3],
  [0, 0],
  [5, 2],
  [2, 1],
];

const index = ContactRoleIndex.of(
  'v1',
  6,
  CONTACTS.map(([row]) => row),
  CONTACTS.map(([, pair]) => pair),
  PAIR_ROLES,
  PAIR_TITLES,
);
const rowsOf = (found: { rows: Int32Array }) => [...found.rows];

describe('the contact index of a search version', () => {
  it('should give each company with a wanted contact once, rows ascending', () => {
    expect(rowsOf(index.companiesWith({ roles: ['hr'], title: '' }))).toEqual([
      0, 2, 4,
    ]);
    expect(
      rowsOf(index.companiesWith({ roles: ['benefits'], title: '' })),
    ).toEqual([2, 4]);
    expect(rowsOf(index.companiesWith({ roles: [], title: '' }))).toEqual([
      0, 2, 4, 5,
    ]);
    expect(
      rowsOf(index.companiesWith({ roles: ['fleet'], title: '' })),
    ).toEqual([]);
  });

  it('should find title words case aside, within the roles asked', () => {
    expect(
      rowsOf(index.companiesWith({ roles: [], title: ' MANAGER ' })),
    ).toEqual([2, 4]);
    expect(
      rowsOf(index.companiesWith({ roles: ['executive'], title: 'manager' })),
    ).toEqual([]);
  });

  it('should count the wanted contacts at the asked companies only', () => {
    const hr = index.companiesWith({ roles: ['hr'], title: '' });
    // Row 0: HR Director; row 2: Benefits Manager; row 4: both.
    expect(hr.countAt(Int32Array.from([0, 1, 2, 3, 4, 5]))).toBe(4);
    expect(hr.countAt(Int32Array.from([2, 4]))).toBe(3);
    expect(hr.countAt(Int32Array.from([1, 3, 5]))).toBe(0);
    expect(hr.countAt(new Int32Array(0))).toBe(0);
  });

  it('should keep the answer of a filter asked again', () => {
    const first = index.companiesWith({ roles: ['hr', 'benefits'], title: '' });
    expect(index.companiesWith({ roles: ['benefits', 'hr'], title: ' ' })).toBe(
      first,
    );
  });
});
