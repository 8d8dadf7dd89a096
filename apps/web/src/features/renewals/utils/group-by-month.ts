import type { Renewal } from '@edge/contracts';

export interface RenewalMonth {
  /** YYYY-MM of the due dates. */
  key: string;
  /** 'December 2026'. */
  label: string;
  renewals: Renewal[];
}

// The month is read as written: no time zone moves a date to another month.
function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The renewals month by month, earliest first, dates in order within. */
export function groupByMonth(renewals: readonly Renewal[]): RenewalMonth[] {
  const months = new Map<string, Renewal[]>();
  const ordered = [...renewals].sort((a, b) =>
    a.dueDate.localeCompare(b.dueDate),
  );
  for (const renewal of ordered) {
    const key = renewal.dueDate.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), renewal]);
  }
  return [...months].map(([key, list]) => ({
    key,
    label: monthLabel(key),
    renewals: list,
  }));
}
