import type { CompanyProfile } from '@edge/synthetic-data';
import { CONTACT_TITLES, FIRST_NAMES, LAST_NAMES, slug } from './people';
import { otherCompany, type OtherCompany } from './other-companies';
import type { Prng } from './prng';
import type {
  AgencyUser,
  AmsAccount,
  AmsContact,
  TruthEntry,
} from './sandbox-types';
import {
  ADDRESS_STYLES,
  NAME_STYLES,
  PHONE_STYLES,
  spellAddress,
  spellName,
  spellPhone,
  titleCase,
  type AddressStyle,
  type NameStyle,
  type PhoneStyle,
} from './spellings';

// The AMS accounts of an agency: a known part are demo companies written
// the agency's way (truth entries say which), the rest are other clients.

type Draft = Omit<
  AmsAccount,
  'id' | 'agencyId' | 'ownerId' | 'ownerName' | 'createdOn'
> & {
  domain: string;
  truth?: Omit<TruthEntry, 'accountId'>;
};

function pickStyle<T extends string>(
  rng: Prng,
  styles: readonly T[],
  skip?: T,
) {
  for (;;) {
    const style = rng.pick(styles);
    if (style !== skip) return style;
  }
}

function demoDraft(
  company: CompanyProfile,
  rng: Prng,
  moveTo: CompanyProfile,
): Draft {
  const nameStyle: NameStyle = pickStyle(
    rng,
    NAME_STYLES,
    company.dba ? undefined : 'dba',
  );
  const addressStyle: AddressStyle = rng.chance(0.12)
    ? 'moved'
    : pickStyle(rng, ADDRESS_STYLES, 'moved');
  // A moved account keeps name and phone; its address is another's street.
  const phoneStyle: PhoneStyle = pickStyle(
    rng,
    PHONE_STYLES,
    addressStyle === 'moved' ? 'none' : undefined,
  );
  const address =
    addressStyle === 'moved'
      ? {
          addressLine1: titleCase(
            `${rng.int(10, 9899)} ${moveTo.street.replace(/^\d+\s*/, '')}`,
          ),
          addressLine2: '',
        }
      : spellAddress(company, addressStyle);
  return {
    msid: null,
    name: spellName(company, nameStyle),
    ...address,
    city: titleCase(company.city),
    state: company.state,
    zip: company.zip,
    phone: spellPhone(company.phone, phoneStyle),
    domain: company.domain,
    truth: {
      companyId: company.id,
      companyName: company.name,
      records: company.records,
      variant: { name: nameStyle, address: addressStyle, phone: phoneStyle },
    },
  };
}

function otherDraft(other: OtherCompany, rng: Prng): Draft {
  const style = pickStyle(rng, PHONE_STYLES);
  return {
    msid: null,
    ...other,
    phone: spellPhone(other.phone, style),
    domain: `${slug(other.name)}.example`,
  };
}

function shuffle<T>(items: T[], rng: Prng): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function contactsOf(
  account: AmsAccount,
  domain: string,
  rng: Prng,
): AmsContact[] {
  const count = rng.int(1, 3);
  return Array.from({ length: count }, (_, n) => {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    return {
      id: `${account.id.replace('AC', 'CT')}-${n + 1}`,
      accountId: account.id,
      firstName,
      lastName,
      title: rng.pick(CONTACT_TITLES),
      email: `${slug(firstName)}.${slug(lastName)}@${domain}`,
      phone: account.phone && n === 0 ? account.phone : null,
      isPrimary: n === 0,
    };
  });
}

const createdOn = (rng: Prng) =>
  new Date(Date.UTC(2018, 0, 1) + rng.int(0, 2900) * 86_400_000)
    .toISOString()
    .slice(0, 10);

export interface AmsPlan {
  agencyId: string;
  /** Demo companies that are accounts; `twice` of them have two. */
  demo: CompanyProfile[];
  twice: number;
  others: number;
  /** Where the other clients are: around these companies. */
  pool: CompanyProfile[];
}

export function buildAmsAccounts(
  plan: AmsPlan,
  owners: readonly AgencyUser[],
  rng: Prng,
) {
  const takenPhones = new Set(plan.pool.map((c) => c.phone));
  const pickPool = () => rng.pick(plan.pool);
  const drafts: Draft[] = [
    ...plan.demo.map((c) => demoDraft(c, rng, pickPool())),
    ...plan.demo.slice(0, plan.twice).map((c) => demoDraft(c, rng, pickPool())),
    ...Array.from({ length: plan.others }, () =>
      otherDraft(otherCompany(pickPool(), rng, takenPhones), rng),
    ),
  ];
  const accounts: AmsAccount[] = [];
  const contacts: AmsContact[] = [];
  const truth: TruthEntry[] = [];
  shuffle(drafts, rng).forEach(({ domain, truth: known, ...draft }, n) => {
    const owner = rng.pick(owners);
    const account: AmsAccount = {
      id: `AC-${String(n + 1).padStart(6, '0')}`,
      agencyId: plan.agencyId,
      ...draft,
      ownerId: owner.id,
      ownerName: `${owner.firstName} ${owner.lastName}`,
      createdOn: createdOn(rng),
    };
    accounts.push(account);
    contacts.push(...contactsOf(account, domain, rng));
    if (known) truth.push({ accountId: account.id, ...known });
  });
  return { accounts, contacts, truth };
}
