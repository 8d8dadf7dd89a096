import type { ProductAcl, ProductsMap } from '@edge/contracts';

/** The shared password of every demo user (ARCHITECTURE §3). */
export const DEMO_PASSWORD = 'Broker2026!';

/** mfa.broker's TOTP secret, documented so a person can try the second step. */
export const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXP';

/** A demo user as ARCHITECTURE §3 lists it; omitted flags are the defaults. */
export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  account: string;
  type: number;
  role: string;
  products: ProductsMap;
  acl?: ProductAcl;
  flags?: Partial<Record<DemoFlag, '0' | '1'>>;
  mfaSecret?: string;
}

export type DemoFlag =
  | 'flag_show_upgrade_subscription'
  | 'require_mfa_login'
  | 'enable_pc_export_csv'
  | 'enable_eb_export_csv'
  | 'enable_adv_search'
  | 'zywave_eb_broker_search'
  | 'zywave_is_premium_contacts'
  | 'can_access_legacy_hw_ret';

/** Flags of a user the table does not mention. */
export const DEFAULT_FLAGS: Record<DemoFlag, '0' | '1'> = {
  flag_show_upgrade_subscription: '0',
  require_mfa_login: '0',
  enable_pc_export_csv: '1',
  enable_eb_export_csv: '1',
  enable_adv_search: '1',
  zywave_eb_broker_search: '0',
  zywave_is_premium_contacts: '0',
  can_access_legacy_hw_ret: '0',
};

const ALL = 'All States';

// ARCHITECTURE §3, row by row.
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'pc.broker',
    firstName: 'Paula',
    lastName: 'Castillo',
    account: 'summit',
    type: 1,
    role: '0',
    products: { PC: ALL },
  },
  {
    username: 'eb.broker',
    firstName: 'Evan',
    lastName: 'Brooks',
    account: 'harborview',
    type: 1,
    role: '0',
    products: { 'H-W': 'CA,OR,WA,NV' },
  },
  {
    username: 'full.broker',
    firstName: 'Frances',
    lastName: 'Whitaker',
    account: 'keystone',
    type: 1,
    role: '0',
    products: { PC: ALL, 'H-W': ALL, SGR: ALL, 'A-R': ALL },
    acl: { EXPORT_HISTORY_ENABLE: '1' },
    flags: { can_access_legacy_hw_ret: '1' },
  },
  {
    username: 'territory.broker',
    firstName: 'Teresa',
    lastName: 'Rivera',
    account: 'gulf',
    type: 1,
    role: '0',
    products: { PC: 'US Territories,TX' },
  },
  {
    username: 'ent.admin',
    firstName: 'Edward',
    lastName: 'Nakamura',
    account: 'meridian',
    type: 4,
    role: '1',
    products: { PC: ALL, 'H-W': ALL },
    acl: { ENTERPERISE_ACC_ADMIN: '1', ACTIVITY_REP_ALL: '1' },
  },
  {
    username: 'ent.group',
    firstName: 'Grace',
    lastName: 'Okafor',
    account: 'meridian',
    type: 4,
    role: '2',
    products: { PC: ALL },
    acl: { ACTIVITY_REP_GROUP: '1', ACTIVITY_REP_GROUP_ID: '12' },
  },
  {
    username: 'corp.admin',
    firstName: 'Carl',
    lastName: 'Lindqvist',
    account: 'northstar',
    type: 2,
    role: '1',
    products: { PC: ALL },
    acl: { ACTIVITY_REP_ALL: '1' },
  },
  {
    username: 'agency.owner',
    firstName: 'Olivia',
    lastName: 'Hart',
    account: 'bluebonnet',
    type: 3,
    role: '2',
    products: { PC: ALL },
    flags: { flag_show_upgrade_subscription: '1' },
  },
  {
    username: 'agency.user',
    firstName: 'Umar',
    lastName: 'Siddiqui',
    account: 'bluebonnet',
    type: 3,
    role: '1',
    products: { PC: ALL },
    flags: { flag_show_upgrade_subscription: '0' },
  },
  {
    username: 'trial.broker',
    firstName: 'Tyler',
    lastName: 'Morgan',
    account: 'redriver',
    type: 1,
    role: '0',
    products: { PC: 'TX,OK' },
    flags: { enable_adv_search: '0' },
  },
  {
    username: 'partner.broker',
    firstName: 'Priya',
    lastName: 'Raman',
    account: 'partner',
    type: 1,
    role: '0',
    products: { PC: ALL, 'H-W': ALL },
    flags: { enable_pc_export_csv: '1', enable_eb_export_csv: '0' },
  },
  {
    username: 'mfa.broker',
    firstName: 'Marcus',
    lastName: 'Feld',
    account: 'sentinel',
    type: 1,
    role: '0',
    products: { PC: ALL },
    flags: { require_mfa_login: '1' },
    mfaSecret: DEMO_MFA_SECRET,
  },
  {
    username: 'staff.admin',
    firstName: 'Sasha',
    lastName: 'Lindgren',
    account: 'edge-staff',
    type: 1,
    role: '2',
    products: { PC: ALL, 'H-W': ALL },
    acl: { ENTERPERISE_ACC_ADMIN: '1' },
  },
];
