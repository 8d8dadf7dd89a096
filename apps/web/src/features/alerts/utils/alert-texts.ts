// Success messages stay a short while; failures keep SPEC §9's 8 s.
export const ALERTS_SNACKBAR_MS = 3000;

export const ALERTS_EMPTY =
  'No alerts yet. Favorite a company or subscribe a saved search to be told when its data changes.';

export const ALERTS_NONE_OF_TYPES =
  'No alerts of the chosen event types. Choose other types, or reset the filters.';

export const COMPANY_ALERTS_EMPTY =
  'There are no alerts for this company. They may have been deleted.';

export const DIGEST_UNSUBSCRIBED =
  'You will no longer receive the daily alerts e-mail.';

export const countOfAlerts = (count: number) =>
  count === 1 ? '1 alert' : `${count.toLocaleString('en-US')} alerts`;
