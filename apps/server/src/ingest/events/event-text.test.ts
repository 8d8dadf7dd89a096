import { describe, expect, it } from 'vitest';
import {
  count,
  day,
  described,
  listed,
  money,
  movedMuch,
  movement,
} from './event-text';

describe('event text', () => {
  it('should write money in whole dollars, dates M/D/YYYY and counts with separators', () => {
    expect([money(412300.4), money(-1234), money(null)]).toEqual([
      '$412,300',
      '-$1,234',
      null,
    ]);
    expect([day('2025-07-01'), day(null)]).toEqual(['7/1/2025', null]);
    expect(count(1240)).toBe('1,240');
  });

  it('should call a move of more than a tenth large, and any move from zero', () => {
    expect(movedMuch(1000, 1100)).toBe(false);
    expect(movedMuch(1000, 1101)).toBe(true);
    expect(movedMuch(1000, 899)).toBe(true);
    expect(movedMuch(0, 5)).toBe(true);
    expect(movedMuch(null, 5)).toBe(false);
  });

  it('should say which way an amount moved, by how much and to what', () => {
    expect(movement(332500, 412300, money)).toBe('up 24% to $412,300');
    expect(movement(5400, 3000, money)).toBe('down 44% to $3,000');
    expect(movement(0, 5000, money)).toBe('up from $0 to $5,000');
  });

  it('should list words and describe changes in a sentence', () => {
    expect([
      listed(['a']),
      listed(['a', 'b']),
      listed(['a', 'b', 'c']),
    ]).toEqual(['a', 'a and b', 'a, b and c']);
    expect(
      described([
        { label: 'Power units', before: '48', after: '55' },
        { label: 'MCS-150 date', before: null, after: '1/10/2025' },
      ]),
    ).toBe('power units 48 to 55, MCS-150 date none to 1/10/2025');
  });
});
