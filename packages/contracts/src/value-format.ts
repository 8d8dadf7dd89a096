// SPEC §9: large amounts are abbreviated with k, M and B.
const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;

const wholeNumber = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
});

export const MONTH_NAMES: readonly string[] = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** 950, 12.3k, 4.5M, 1.2B: one decimal at most, none when it is zero. */
export function formatAbbreviated(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (const [i, unit] of UNITS.entries()) {
    if (abs < unit.size) continue;
    const scaled = Math.round((abs / unit.size) * 10) / 10;
    // 999,950 rounds to 1000.0k: that is 1M.
    const bigger = UNITS[i - 1];
    if (scaled >= 1000 && bigger) {
      return `${sign}${Math.round((abs / bigger.size) * 10) / 10}${bigger.suffix}`;
    }
    return `${sign}${scaled}${unit.suffix}`;
  }
  return `${sign}${wholeNumber.format(abs)}`;
}

/** Money for a table cell: $12.3k; an empty cell for no value. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = formatAbbreviated(value);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Money in full, for a tooltip beside the abbreviation: $1,234,567. */
export function formatFullMoney(value: number): string {
  return `$${wholeNumber.format(value)}`.replace('$-', '-$');
}

/** A count with thousands separators; an empty cell for no value. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return wholeNumber.format(value);
}

/** 1 → Jan; an empty cell for no value. */
export function formatMonth(value: number | null | undefined): string {
  if (!value) return '';
  return MONTH_NAMES[value - 1] ?? '';
}

/** SPEC §9: YYYY-MM-DD (or an ISO timestamp) as M/D/YYYY, without a time-zone shift. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year}`;
}
