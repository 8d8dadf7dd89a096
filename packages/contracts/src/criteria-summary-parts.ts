import { EMPLOYEE_SLIDER_MAX, type EmployeeRangeSearch } from './search-common';
import { formatCount, formatMoney, MONTH_NAMES } from './value-format';

/** The first few items, then how many more: 'TX, CA, OK +2'. */
export function listOf(items: readonly string[], shown = 3): string {
  const head = items.slice(0, shown).join(', ');
  const rest = items.length - shown;
  return rest > 0 ? `${head} +${rest}` : head;
}

export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

export function monthsOf(months: readonly number[]): string {
  return listOf(
    [...months].sort((a, b) => a - b).map((m) => MONTH_NAMES[m - 1] ?? ''),
    4,
  );
}

export function quoted(text: string): string {
  return `“${text.trim()}”`;
}

/** SPEC §9 dates: YYYY-MM-DD as M/D/YYYY. */
export function dateOf(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year}`;
}

/** 'from-to', 'from+' or 'up to to' of two optional ends. */
export function spanOf<T>(
  low: T | null,
  high: T | null,
  format: (value: T) => string = String,
): string | null {
  if (low !== null && high !== null) return `${format(low)}-${format(high)}`;
  if (low !== null) return `${format(low)}+`;
  if (high !== null) return `up to ${format(high)}`;
  return null;
}

function numberOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** '50-500 employees', '50+ employees'; null when the range is open. */
export function employeesOf(search: EmployeeRangeSearch): string | null {
  const [low, high] =
    search.rangeType === 'textbox'
      ? search.employeeRangeTb.map(numberOrNull)
      : [
          search.employeeRange[0] > 0 ? search.employeeRange[0] : null,
          search.employeeRange[1] < EMPLOYEE_SLIDER_MAX
            ? search.employeeRange[1]
            : null,
        ];
  const span = spanOf(low ?? null, high ?? null, (n) => formatCount(n));
  return span && `${span} employees`;
}

export function moneySpanOf(
  low: number | null,
  high: number | null,
  what: string,
): string | null {
  const span = spanOf(low, high, (n) => formatMoney(n));
  return span && `${what} ${span}`;
}

export function naicsOf(codes: readonly string[]): string | null {
  return codes.length > 0 ? `NAICS ${listOf(codes)}` : null;
}

export function radiusOf(miles: number, label: string): string {
  return label.trim()
    ? `within ${miles} mi of ${label.trim()}`
    : `within ${miles} mi`;
}
