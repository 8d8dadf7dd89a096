import { describe, expect, it } from 'vitest';
import { ODataQueryError } from './filter-ast';
import { applyODataQuery, readODataQuery } from './odata-query';

const ROWS = [
  {
    id: 1,
    lastName: 'Raman',
    firstName: 'Priya',
    isEnabled: true,
    phone: '(555) 010-2000',
  },
  {
    id: 2,
    lastName: "O'Neil",
    firstName: 'Sean',
    isEnabled: true,
    phone: '555.010.3000',
  },
  {
    id: 3,
    lastName: 'adams',
    firstName: 'Zoe',
    isEnabled: false,
    phone: '5550104000',
  },
  { id: 4, lastName: 'Brook', firstName: 'Ann', isEnabled: true, phone: null },
  {
    id: 5,
    lastName: 'Adams',
    firstName: 'Bea',
    isEnabled: true,
    phone: '+1 555 010 5000',
  },
];
const RULES = {
  fields: ['id', 'lastName', 'firstName', 'isEnabled', 'phone'],
  maxTop: 3,
};

function ids(query: Record<string, string>, comparers = {}) {
  const q = readODataQuery(query, RULES);
  const { page, total } = applyODataQuery(ROWS, q, comparers);
  return { ids: page.map((row) => row.id), total };
}

describe('OData query options', () => {
  it('should filter on eq true and contains, without regard to case', () => {
    expect(
      ids({ $filter: "isEnabled eq true and contains(lastName,'A')" }),
    ).toEqual({ ids: [1, 5], total: 2 });
  });

  it('should find a quote through a doubled quote', () => {
    expect(ids({ $filter: "lastName eq 'o''neil'" }).ids).toEqual([2]);
    expect(ids({ $filter: "contains(lastName,'''')" }).ids).toEqual([2]);
  });

  it('should filter on in (...)', () => {
    expect(ids({ $filter: 'id in (5, 2, 9)' }).ids).toEqual([2, 5]);
  });

  it('should order by several keys, ascending and descending', () => {
    expect(
      ids({ $orderBy: 'lastName asc, firstName desc', $top: '3' }),
    ).toEqual({ ids: [3, 5, 4], total: 5 });
    expect(ids({ $orderby: 'id desc' }).ids).toEqual([5, 4, 3]);
  });

  it('should page with $skip and $top and count every match', () => {
    const page = (skip: string) =>
      ids({ $orderBy: 'id asc', $skip: skip, $top: '2' });
    expect(page('0')).toEqual({ ids: [1, 2], total: 5 });
    expect(page('4')).toEqual({ ids: [5], total: 5 });
    expect(page('6')).toEqual({ ids: [], total: 5 });
  });

  it('should give the largest page when $top is missing', () => {
    expect(ids({}).ids).toEqual([1, 2, 3]);
  });

  it('should compare a field through its comparer', () => {
    const digits = { phone: (v: string) => v.replace(/\D/g, '') };
    expect(ids({ $filter: "phone eq '555-010-3000'" }, digits).ids).toEqual([
      2,
    ]);
    expect(ids({ $filter: "phone eq '5550102000'" }).ids).toEqual([]);
  });

  it.each([
    [{ $filter: "nickname eq 'x'" }, "Unknown field 'nickname'"],
    [{ $orderBy: 'nickname' }, "Unknown field 'nickname'"],
    [{ $orderBy: 'id sideways' }, 'Cannot read $orderBy'],
    [{ $top: '4' }, '$top may be at most 3'],
    [{ $skip: '-1' }, '$skip must be a whole number'],
    [{ $top: 'ten' }, '$top must be a whole number'],
  ])('should refuse %j', (query, message) => {
    expect(() => readODataQuery(query, RULES)).toThrow(ODataQueryError);
    expect(() => readODataQuery(query, RULES)).toThrow(message);
  });
});
