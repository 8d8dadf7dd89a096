import {
  BENEFIT_CHANGE_SHARE,
  formatCount,
  formatDate,
  formatFullMoney,
  type EventChange,
} from '@edge/contracts';
import type { FactValue } from '../../data-model/datasets';
import { numberOf, textOf } from './event-draft';

// How values read in an event's summary and changes (SPEC §9): money in
// whole dollars with separators, dates M/D/YYYY, counts with separators.

export const money = (value: FactValue | undefined): string | null => {
  const number = numberOf(value);
  return number === null ? null : formatFullMoney(Math.round(number));
};

export const count = (value: FactValue | undefined): string | null => {
  const number = numberOf(value);
  return number === null ? null : formatCount(number);
};

export const day = (value: FactValue | undefined): string | null => {
  const text = textOf(value);
  return text === null ? null : formatDate(text);
};

/** A value a new record brings. */
export const added = (label: string, after: string | null): EventChange => ({
  label,
  before: null,
  after,
});

/** A value that went from `before` to `after`. */
export const changed = (
  label: string,
  before: string | null,
  after: string | null,
): EventChange => ({ label, before, after });

/** The changes that say something: a new record's known values. */
export const known = (changes: readonly EventChange[]): EventChange[] =>
  changes.filter((change) => change.before !== null || change.after !== null);

/**
 * Whether an amount or a count moved by more than BENEFIT_CHANGE_SHARE
 * (from zero, any move does).
 */
export function movedMuch(before: FactValue, after: FactValue): boolean {
  const from = numberOf(before);
  const to = numberOf(after);
  if (from === null || to === null || from === to) return false;
  if (from === 0) return true;
  return Math.abs(to - from) / Math.abs(from) > BENEFIT_CHANGE_SHARE;
}

/** 'up 24% to $412,300'; 'up from $0 to $5,000'. */
export function movement(
  before: FactValue,
  after: FactValue,
  format: (value: FactValue) => string | null,
): string {
  const from = numberOf(before) ?? 0;
  const to = numberOf(after) ?? 0;
  const way = to > from ? 'up' : 'down';
  if (from === 0) return `${way} from ${format(from)} to ${format(to)}`;
  const share = Math.round((Math.abs(to - from) / Math.abs(from)) * 100);
  return `${way} ${share}% to ${format(to)}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listed(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

// 'Power units' reads 'power units' inside a sentence; 'MCS-150 date' and
// 'USDOT' stay as they are.
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;

/** 'power units 48 to 55, drivers 52 to 60'. */
export const described = (changes: readonly EventChange[]): string =>
  changes
    .map(
      (change) =>
        `${inSentence(change.label)} ${change.before ?? 'none'} to ${change.after ?? 'none'}`,
    )
    .join(', ');
