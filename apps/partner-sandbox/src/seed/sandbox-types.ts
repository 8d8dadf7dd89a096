// The partner platform's records as the sandbox keeps them; the API's
// answers are these (schemas.ts holds their wire shapes).

export interface Agency {
  agencyId: string;
  agencyName: string;
  has_ams: boolean;
  agency_users: boolean;
}

export interface AgencyUser {
  id: string;
  agencyId: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  isEnabled: boolean;
}

/** An agency user who can sign in at the shell, with Edge's flags. */
export interface PartnerLogin {
  userId: string;
  password: string;
  zywave_eb_broker_search: '0' | '1';
  zywave_is_premium_contacts: '0' | '1';
}

export interface AmsAccount {
  id: string;
  agencyId: string;
  /** The Edge company the AMS linked this account to, when it did. */
  msid: string | null;
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  ownerId: string;
  ownerName: string;
  createdOn: string;
}

export interface AmsContact {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phone: string | null;
  isPrimary: boolean;
}

/** Which AMS account is which demo company: the matching's answer key. */
export interface TruthEntry {
  accountId: string;
  /** The generator's company id ("G0000007"). */
  companyId: string;
  companyName: string;
  /** Rows of the demo's files of that company: Edge finds its muns by them. */
  records: { dataset: string; key: string }[];
  /** How the account differs from the company: the spellings used. */
  variant: { name: string; address: string; phone: string };
  /** Edge's muns the account was linked to (edge-links.ts), when it was. */
  msid?: string;
}
