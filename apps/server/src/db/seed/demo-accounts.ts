/** A demo account; renewal is a day offset from the day of seeding. */
export interface DemoAccount {
  key: string;
  name: string;
  accountType: number;
  renewalInDays: number;
}

// Account types: 1 direct, 2 enterprise, 3 trial, 6 partner platform.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'summit',
    name: 'Summit Risk Partners',
    accountType: 1,
    renewalInDays: 210,
  },
  {
    key: 'harborview',
    name: 'Harborview Benefits Group',
    accountType: 1,
    renewalInDays: 240,
  },
  {
    key: 'keystone',
    name: 'Keystone Insurance Advisors',
    accountType: 1,
    renewalInDays: 300,
  },
  {
    key: 'gulf',
    name: 'Gulf & Islands Insurance',
    accountType: 1,
    renewalInDays: 180,
  },
  {
    key: 'meridian',
    name: 'Meridian Enterprise Insurance Services',
    accountType: 2,
    renewalInDays: 270,
  },
  {
    key: 'northstar',
    name: 'Northstar Corporate Risk',
    accountType: 2,
    renewalInDays: 330,
  },
  // The agency (type-3 users) renews about five months ahead.
  {
    key: 'bluebonnet',
    name: 'Bluebonnet Insurance Agency',
    accountType: 1,
    renewalInDays: 152,
  },
  {
    key: 'redriver',
    name: 'Red River Brokerage (trial)',
    accountType: 3,
    renewalInDays: 30,
  },
  {
    key: 'partner',
    name: 'Cobalt Partner Brokerage',
    accountType: 6,
    renewalInDays: 200,
  },
  {
    key: 'sentinel',
    name: 'Sentinel Commercial Brokers',
    accountType: 1,
    renewalInDays: 160,
  },
];
