import type { ProductsMap } from '@edge/contracts';

/** A demo account; renewal is a day offset from the day of seeding. */
export interface DemoAccount {
  key: string;
  name: string;
  accountType: number;
  renewalInDays: number;
  // What it bought: seats, and products with their states (Manage Users).
  seats: number;
  products: ProductsMap;
}

const ALL = 'All States';

// Account types: 1 direct, 2 enterprise, 3 trial, 6 partner platform.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'summit',
    name: 'Summit Risk Partners',
    accountType: 1,
    renewalInDays: 210,
    seats: 5,
    products: { PC: ALL },
  },
  {
    key: 'harborview',
    name: 'Harborview Benefits Group',
    accountType: 1,
    renewalInDays: 240,
    seats: 5,
    products: { 'H-W': 'CA,OR,WA,NV' },
  },
  {
    key: 'keystone',
    name: 'Keystone Insurance Advisors',
    accountType: 1,
    renewalInDays: 300,
    seats: 5,
    products: { PC: ALL, 'H-W': ALL, SGR: ALL, 'A-R': ALL },
  },
  {
    key: 'gulf',
    name: 'Gulf & Islands Insurance',
    accountType: 1,
    renewalInDays: 180,
    seats: 5,
    products: { PC: 'US Territories,TX' },
  },
  {
    key: 'meridian',
    name: 'Meridian Enterprise Insurance Services',
    accountType: 2,
    renewalInDays: 270,
    seats: 25,
    products: { PC: ALL, 'H-W': ALL },
  },
  {
    key: 'northstar',
    name: 'Northstar Corporate Risk',
    accountType: 2,
    renewalInDays: 330,
    seats: 10,
    products: { PC: ALL },
  },
  // The agency (type-3 users) renews about five months ahead.
  {
    key: 'bluebonnet',
    name: 'Bluebonnet Insurance Agency',
    accountType: 1,
    renewalInDays: 152,
    seats: 5,
    products: { PC: ALL },
  },
  {
    key: 'redriver',
    name: 'Red River Brokerage (trial)',
    accountType: 3,
    renewalInDays: 30,
    seats: 2,
    products: { PC: 'TX,OK' },
  },
  {
    key: 'partner',
    name: 'Cobalt Partner Brokerage',
    accountType: 6,
    renewalInDays: 200,
    seats: 5,
    products: { PC: ALL, 'H-W': ALL },
  },
  {
    key: 'sentinel',
    name: 'Sentinel Commercial Brokers',
    accountType: 1,
    renewalInDays: 160,
    seats: 5,
    products: { PC: ALL },
  },
];
