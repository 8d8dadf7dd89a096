// The fact columns the renewal reminders read beyond the other modules'
// views (migration 0005): a Schedule A contract's policy year.

export type ReminderFactTables = {
  insurance_contracts: {
    policy_from: string | null;
    policy_to: string | null;
  };
};
