import type { PlanKey, ProductsMap } from '@edge/contracts';

/** A demo account; renewal is a day offset from the day of seeding. */
export interface DemoAccount {
  key: string;
  name: string;
  accountType: number;
  renewalInDays: number;
  // What it bought: seats, and products with their states (Manage Users).
  seats: number;
  products: ProductsMap;
  // The plan it is on (PLANS of the contracts); its seats and products
  // fit. null: none (an internal staff account).
  plan: PlanKey | null;
}

const ALL = 'All States';

// Account types: 1 direct, 2 enterprise, 3 trial, 6 partner platform,
// 7 internal staff.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'summit',
    name: 'Summit Risk Partners',
    accountType: 1,
    renewalInDays: 210,
    seats: 5,
    products: { PC: ALL },
    plan: 'agency',
  },
  {
    key: 'harborview',
    name: 'Harborview Benefits Group',
    accountType: 1,
    renewalInDays: 240,
    seats: 5,
    products: { 'H-W': 'CA,OR,WA,NV' },
    plan: 'regional',
  },
  {
    key: 'keystone',
    name: 'Keystone Insurance Advisors',
    accountType: 1,
    renewalInDays: 300,
    seats: 5,
    products: { PC: ALL, 'H-W': ALL, SGR: ALL, 'A-R': ALL },
    plan: 'agency',
  },
  {
    key: 'gulf',
    name: 'Gulf & Islands Insurance',
    accountType: 1,
    renewalInDays: 180,
    seats: 5,
    products: { PC: 'US Territories,TX' },
    plan: 'regional',
  },
  {
    key: 'meridian',
    name: 'Meridian Enterprise Insurance Services',
    accountType: 2,
    renewalInDays: 270,
    seats: 25,
    products: { PC: ALL, 'H-W': ALL },
    plan: 'enterprise',
  },
  {
    key: 'northstar',
    name: 'Northstar Corporate Risk',
    accountType: 2,
    renewalInDays: 330,
    seats: 10,
    products: { PC: ALL },
    plan: 'enterprise',
  },
  // The agency (type-3 users) renews about five months ahead.
  {
    key: 'bluebonnet',
    name: 'Bluebonnet Insurance Agency',
    accountType: 1,
    renewalInDays: 152,
    seats: 5,
    products: { PC: ALL },
    plan: 'agency',
  },
  {
    key: 'redriver',
    name: 'Red River Brokerage (trial)',
    accountType: 3,
    renewalInDays: 30,
    seats: 2,
    products: { PC: 'TX,OK' },
    plan: 'trial',
  },
  {
    key: 'partner',
    name: 'Cobalt Partner Brokerage',
    accountType: 6,
    renewalInDays: 200,
    seats: 5,
    products: { PC: ALL, 'H-W': ALL },
    plan: 'agency',
  },
  {
    key: 'sentinel',
    name: 'Sentinel Commercial Brokers',
    accountType: 1,
    renewalInDays: 160,
    seats: 5,
    products: { PC: ALL },
    plan: 'agency',
  },
  // Edge's own people: the feature-flag screen (docs/decisions/0033).
  {
    key: 'edge-staff',
    name: 'Edge Customer Operations',
    accountType: 7,
    renewalInDays: 365,
    seats: 10,
    products: { PC: ALL, 'H-W': ALL },
    // Staff are not billed.
    plan: null,
  },
];
