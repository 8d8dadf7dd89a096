import { ACCOUNT_TYPES, type AccountFlag } from '@edge/contracts';
import { formatTimestampDate } from '../../../utils/format-timestamp';

const onOff = (value: boolean) => (value ? 'On' : 'Off');

/** Where an account's flag value comes from, as the staff screen says it. */
export function describeAccountFlag(flag: AccountFlag): string {
  if (!flag.is_set) return `Follows the default: ${onOff(flag.default_value)}`;
  const day = flag.changed_at
    ? ` on ${formatTimestampDate(flag.changed_at)}`
    : '';
  const by = flag.changed_by ? ` by ${flag.changed_by}` : '';
  return `Set for this account${day}${by} (default: ${onOff(flag.default_value)})`;
}

const ACCOUNT_TYPE_LABELS: Readonly<Record<number, string>> = {
  [ACCOUNT_TYPES.DIRECT]: 'Direct subscriber',
  [ACCOUNT_TYPES.ENTERPRISE]: 'Enterprise',
  [ACCOUNT_TYPES.TRIAL]: 'Trial',
  [ACCOUNT_TYPES.PARTNER_PLATFORM]: 'Partner platform',
  [ACCOUNT_TYPES.INTERNAL_STAFF]: 'Internal staff',
};

/** ARCHITECTURE §3's account types by name. */
export function accountTypeLabel(type: number): string {
  return ACCOUNT_TYPE_LABELS[type] ?? `Account type ${type}`;
}
