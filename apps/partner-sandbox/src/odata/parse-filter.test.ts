import { describe, expect, it } from 'vitest';
import { ODataQueryError } from './filter-ast';
import { parseFilter } from './parse-filter';

describe('parseFilter', () => {
  it('should read eq with a boolean', () => {
    expect(parseFilter('isEnabled eq true')).toEqual({
      kind: 'eq',
      field: 'isEnabled',
      value: true,
    });
  });

  it('should read a doubled single quote as one quote', () => {
    expect(parseFilter("name eq 'O''Brien''s Bakery'")).toEqual({
      kind: 'eq',
      field: 'name',
      value: "O'Brien's Bakery",
    });
  });

  it('should read contains, in and and, left to right', () => {
    expect(
      parseFilter(
        "isEnabled eq true and contains(lastName,'ra') and accountId in ('A1', 'A2')",
      ),
    ).toEqual({
      kind: 'and',
      left: {
        kind: 'and',
        left: { kind: 'eq', field: 'isEnabled', value: true },
        right: { kind: 'contains', field: 'lastName', value: 'ra' },
      },
      right: { kind: 'in', field: 'accountId', values: ['A1', 'A2'] },
    });
  });

  it('should bind and tighter than or, and honour brackets', () => {
    expect(parseFilter("a eq 1 or b eq 2 and c eq 'x'")).toEqual({
      kind: 'or',
      left: { kind: 'eq', field: 'a', value: 1 },
      right: {
        kind: 'and',
        left: { kind: 'eq', field: 'b', value: 2 },
        right: { kind: 'eq', field: 'c', value: 'x' },
      },
    });
    expect(parseFilter('(a eq 1 or b eq 2) and not c eq null')).toEqual({
      kind: 'and',
      left: {
        kind: 'or',
        left: { kind: 'eq', field: 'a', value: 1 },
        right: { kind: 'eq', field: 'b', value: 2 },
      },
      right: { kind: 'not', operand: { kind: 'eq', field: 'c', value: null } },
    });
  });

  it('should read operators and keywords in any case', () => {
    expect(parseFilter("Name EQ 'x' AND isEnabled Eq FALSE")).toEqual({
      kind: 'and',
      left: { kind: 'eq', field: 'Name', value: 'x' },
      right: { kind: 'eq', field: 'isEnabled', value: false },
    });
  });

  it.each([
    ["name eq 'open", 'Unterminated string'],
    ['name eq', 'Expected a value'],
    ["name like 'x'", 'Expected eq, ne or in'],
    ['contains(name, 3)', 'contains needs a string'],
    ["name in ('a' 'b')", "Expected ')'"],
    ["name eq 'a' 'b'", 'Unexpected'],
    ['', '$filter is empty'],
    ['name eq #', "Unexpected '#'"],
  ])('should refuse %j', (text, message) => {
    expect(() => parseFilter(text)).toThrow(ODataQueryError);
    expect(() => parseFilter(text)).toThrow(message);
  });
});
