import {
  formatAbbreviated,
  formatCount,
  formatFullMoney,
  formatMoney,
  formatMonth,
  type StatFormat,
} from '@edge/contracts';

type Cell = string | number | null | undefined;

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const wholePercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
});
const longMonth = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  timeZone: 'UTC',
});

/** What an empty cell shows. */
export const NO_VALUE = '—';

/** A cell as a number, when it is one (a numeric string counts). */
export function toNumber(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A change of a share (-1..1) in percentage points, with its sign: +1.2 pp. */
export function formatShareChange(value: number): string {
  const points = Math.round(value * 1000) / 10;
  if (points === 0) return '0.0 pp';
  return `${points > 0 ? '+' : '-'}${Math.abs(points).toFixed(1)} pp`;
}

/** 1..12 as the month's full name: 3 → March. */
export function formatLongMonth(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 12) return String(value);
  return longMonth.format(new Date(Date.UTC(2000, value - 1, 1)));
}

function formatNumber(format: StatFormat, n: number): string {
  switch (format) {
    case 'count':
      return formatCount(n);
    case 'money':
      return formatMoney(n);
    case 'share':
      return percent.format(n);
    case 'share-change':
      return formatShareChange(n);
    case 'month':
      return formatLongMonth(n);
    case 'year':
    case 'text':
      return String(n);
  }
}

/** A table cell as the screen writes it (money abbreviated, SPEC §9). */
export function formatStatValue(format: StatFormat, value: Cell): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const n = toNumber(value);
  if (format === 'text' || n === null) return String(value);
  return formatNumber(format, n);
}

/** The exact value on hover, where the cell abbreviates it. */
export function statValueTitle(
  format: StatFormat,
  value: Cell,
): string | undefined {
  const n = toNumber(value);
  return format === 'money' && n !== null ? formatFullMoney(n) : undefined;
}

/** A category on a chart axis: months short (Jan), the rest as in the table. */
export function formatStatCategory(format: StatFormat, value: Cell): string {
  const n = toNumber(value);
  if (format === 'month' && n !== null) return formatMonth(n) || String(n);
  if (value === null || value === undefined || value === '') {
    return 'Not reported';
  }
  return formatStatValue(format, value);
}

/** A value axis tick: short (12.3k, $4.5M, 12%, +2 pp). */
export function formatStatTick(format: StatFormat, n: number): string {
  switch (format) {
    case 'money':
      return formatMoney(n);
    case 'share':
      return wholePercent.format(n);
    case 'share-change':
      return formatShareChange(n).replace('.0 ', ' ');
    case 'year':
    case 'month':
    case 'text':
      return String(n);
    case 'count':
      return formatAbbreviated(n);
  }
}
