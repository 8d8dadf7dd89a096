import type { AmsMatchField, DuplicateAccount } from '@edge/contracts';
import { AMS_MATCH_FIELDS } from '@edge/contracts';

/** Why an AMS account matched the company, as the broker reads it. */
export const MATCH_REASON_LABELS: Record<AmsMatchField, string> = {
  msid: 'Same MSID',
  name: 'Same name',
  addressLine1: 'Same address',
  phone: 'Same phone',
};

/** The account's reasons in one fixed order, each once. */
export function matchReasons(matchedOn: readonly AmsMatchField[]): string[] {
  return AMS_MATCH_FIELDS.filter((field) => matchedOn.includes(field)).map(
    (field) => MATCH_REASON_LABELS[field],
  );
}

/** '12 Main St, Austin, TX 78701', leaving out the parts the AMS lacks. */
export function amsAddress(
  account: Pick<DuplicateAccount, 'address' | 'city' | 'state' | 'zip'>,
): string {
  const region = [account.state, account.zip].filter(Boolean).join(' ');
  return [account.address, account.city, region].filter(Boolean).join(', ');
}

type Contact = DuplicateAccount['contacts'][number];

/** The primary contacts first, the rest in the AMS's order. */
export function primaryFirst(contacts: readonly Contact[]): Contact[] {
  return [...contacts].sort(
    (a, b) => Number(b.is_primary) - Number(a.is_primary),
  );
}

export function amsContactName(contact: Contact): string {
  return [contact.first_name, contact.last_name].filter(Boolean).join(' ');
}
