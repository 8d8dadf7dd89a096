import { dictionary } from '@zxcvbn-ts/language-common';

// Decision 0025: the common and breached passwords zxcvbn-ts ships (about
// 49,000, from leaked password lists), read once, compared lower-case.
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common'].map((word) => word.toLowerCase()),
  );
  return common;
}

/**
 * Whether a password is on the common and breached list, as typed or
 * without a trailing run of digits and symbols ('Password123!' is
 * 'password' with a suffix every guesser tries).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/, '');
  return stem.length > 0 && stem !== lower && list.has(stem);
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is on a list of common or breached passwords. Please choose another.';
