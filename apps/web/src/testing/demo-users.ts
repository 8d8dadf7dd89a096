import type { ProductAcl, ProductsMap, UserInfo } from '@edge/contracts';

// The demo accounts of ARCHITECTURE §3, as GET /api/v1/auth/data answers them.
export type DemoUsername =
  | 'pc.broker'
  | 'eb.broker'
  | 'full.broker'
  | 'territory.broker'
  | 'ent.admin'
  | 'ent.group'
  | 'corp.admin'
  | 'agency.owner'
  | 'agency.user'
  | 'trial.broker'
  | 'partner.broker'
  | 'mfa.broker'
  | 'staff.admin';

interface Spec {
  type: number;
  role: string;
  account_type: number;
  products: ProductsMap;
  acl?: ProductAcl;
  flags?: Partial<UserInfo>;
}

const ALL = 'All States';

const SPECS: Record<DemoUsername, Spec> = {
  'pc.broker': { type: 1, role: '0', account_type: 1, products: { PC: ALL } },
  'eb.broker': {
    type: 1,
    role: '0',
    account_type: 1,
    products: { 'H-W': 'CA,OR,WA,NV' },
  },
  'full.broker': {
    type: 1,
    role: '0',
    account_type: 1,
    products: { PC: ALL, 'H-W': ALL, SGR: ALL, 'A-R': ALL },
    acl: { EXPORT_HISTORY_ENABLE: '1' },
    flags: { can_access_legacy_hw_ret: '1' },
  },
  'territory.broker': {
    type: 1,
    role: '0',
    account_type: 1,
    products: { PC: 'US Territories,TX' },
  },
  'ent.admin': {
    type: 4,
    role: '1',
    account_type: 2,
    products: { PC: ALL, 'H-W': ALL },
    acl: { ENTERPERISE_ACC_ADMIN: '1', ACTIVITY_REP_ALL: '1' },
  },
  'ent.group': {
    type: 4,
    role: '2',
    account_type: 2,
    products: { PC: ALL },
    acl: { ACTIVITY_REP_GROUP: '1', ACTIVITY_REP_GROUP_ID: '12' },
  },
  'corp.admin': {
    type: 2,
    role: '1',
    account_type: 2,
    products: { PC: ALL },
    acl: { ACTIVITY_REP_ALL: '1' },
  },
  'agency.owner': {
    type: 3,
    role: '2',
    account_type: 1,
    products: { PC: ALL },
    flags: { flag_show_upgrade_subscription: '1' },
  },
  'agency.user': { type: 3, role: '1', account_type: 1, products: { PC: ALL } },
  'trial.broker': {
    type: 1,
    role: '0',
    account_type: 3,
    products: { PC: 'TX,OK' },
    flags: { enable_adv_search: '0' },
  },
  'partner.broker': {
    type: 1,
    role: '0',
    account_type: 6,
    products: { PC: ALL, 'H-W': ALL },
    flags: {
      enable_pc_export_csv: '1',
      enable_eb_export_csv: '0',
      partner_shell_url: 'http://127.0.0.1:8081/shell',
    },
  },
  'mfa.broker': {
    type: 1,
    role: '0',
    account_type: 1,
    products: { PC: ALL },
    flags: { require_mfa_login: '1' },
  },
  'staff.admin': {
    type: 1,
    role: '2',
    account_type: 7,
    products: { PC: ALL, 'H-W': ALL },
    acl: { ENTERPERISE_ACC_ADMIN: '1' },
  },
};

export const DEMO_USERNAMES = Object.keys(SPECS) as DemoUsername[];

export function demoUser(username: DemoUsername): UserInfo {
  const spec = SPECS[username];
  const acl = spec.acl ?? {};
  const [first, last] = username.split('.');
  return {
    id: DEMO_USERNAMES.indexOf(username) + 1,
    username,
    email: `${username}@demo.edge.local`,
    first_name: capitalize(first ?? username),
    last_name: capitalize(last ?? ''),
    account_id: 100 + DEMO_USERNAMES.indexOf(username),
    account_name: 'Demo Agency',
    account_type: spec.account_type,
    session_id: `session-${username}`,
    type: spec.type,
    role: spec.role,
    products: spec.products,
    PC_acl: spec.products.PC ? acl : undefined,
    'H-W_acl': spec.products['H-W'] ? acl : undefined,
    flag_show_upgrade_subscription: '0',
    require_mfa_login: '0',
    enable_pc_export_csv: '0',
    enable_eb_export_csv: '0',
    enable_adv_search: '1',
    zywave_eb_broker_search: '0',
    zywave_is_premium_contacts: '0',
    can_access_legacy_hw_ret: '0',
    ...spec.flags,
  };
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
