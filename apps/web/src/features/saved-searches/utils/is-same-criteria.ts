import {
  EMPLOYEE_SLIDER_MAX,
  SAVED_SEARCH_CRITERIA_SCHEMAS,
  type EmployeeRangeSearch,
  type Module,
} from '@edge/contracts';

// Two-value ranges (employeeRange, propertyYearBuildRangeTb, ...) are
// ordered; every other list (states, NAICS codes, months) is a set.
const ORDERED_LIST_KEY = /Range(Tb)?$/;

// The employee bounds the search applies, as the server reads them: typing
// 50 in a box and dragging the slider to 50 ask for the same companies.
function employeeBounds(search: EmployeeRangeSearch) {
  if (search.rangeType === 'textbox') {
    const [low, high] = search.employeeRangeTb;
    return {
      low: low === '' ? null : Number(low),
      high: high === '' ? null : Number(high),
    };
  }
  const [low, high] = search.employeeRange;
  return {
    low: low > 0 ? low : null,
    high: high < EMPLOYEE_SLIDER_MAX ? high : null,
  };
}

// The criteria as the server reads them (trimmed text, defaults filled in,
// ranges as bounds); values the schema refuses are compared as they are.
function normalize(module: Module, criteria: unknown): unknown {
  const parsed = SAVED_SEARCH_CRITERIA_SCHEMAS[module].safeParse(criteria);
  if (!parsed.success) return criteria;
  const data: Record<string, unknown> = {
    ...parsed.data,
    employeeRangeSearch: employeeBounds(parsed.data.employeeRangeSearch),
  };
  // A year-built range that is switched off filters nothing.
  if ('propertyYearBuildRangeSearch' in parsed.data) {
    const built = parsed.data.propertyYearBuildRangeSearch;
    data.propertyYearBuildRangeSearch = built.enabled ? built : null;
  }
  return data;
}

function sortedCopy(list: readonly unknown[]): unknown[] {
  return list
    .map((item) => JSON.stringify(item))
    .sort()
    .map((text) => JSON.parse(text) as unknown);
}

function isSameValue(a: unknown, b: unknown, key: string): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    const [left, right] = ORDERED_LIST_KEY.test(key)
      ? [a, b]
      : [sortedCopy(a), sortedCopy(b)];
    return left.every((item, i) => isSameValue(item, right[i], ''));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => isSameValue(a[k], b[k], k));
  }
  return Object.is(a, b);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * SPEC §4: whether the criteria on screen are the saved ones. Compared by
 * value with the loaded criteria, so undoing every change reads as clean.
 */
export function isSameCriteria(
  module: Module,
  current: unknown,
  saved: unknown,
): boolean {
  return isSameValue(normalize(module, current), normalize(module, saved), '');
}
