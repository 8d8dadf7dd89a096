// The alerts module's public surface.
export { alertsRoutes } from './alerts.routes';
export { searchAlerts } from './alerts.service';
// Delivery of company events as alerts, run by the 'alerts-deliver' job.
export { deliverAlerts, type DeliveryResult } from './alert-delivery';
export { ALERTS_DELIVER_JOB } from './alerts-deliver-job';
export { checkSavedSearches } from './saved-search-checks';
// The favorites module subscribes the favorites it adds.
export {
  subscribeFavorites,
  type AddedFavorite,
} from './favorite-subscriptions';
export { raiseRenewalReminders } from './reminders/raise-renewal-reminders';
export { RENEWAL_REMINDERS_JOB } from './reminders/renewal-reminders-job';
export { ALERT_DIGEST_JOB } from './digest/digest-job';
// Other modules' daily jobs are scheduled the same way.
export { dailyJob, nextDailyRun, scheduleOnce } from './daily-run';
// The renewal calendar reads the same due dates as the reminders.
export { benefitDueDates } from './reminders/bta-reminders';
export { wcDueDate } from './reminders/wc-reminders';
export { dotDueDates } from './reminders/dot-reminders';
export { byCompany, type RenewalDue } from './reminders/reminder-event';
export { reminderWindow } from './reminders/reminder-window';
export {
  addDays,
  dateParts,
  daysBetween,
  daysInMonth,
  isoDate,
  localDate,
} from './reminders/calendar-dates';
export {
  benefitContractFacts,
  motorCarrierFacts,
  wcPolicyFacts,
  type BenefitContractFact,
  type WcPolicyFact,
} from './reminders/reminders.repository';
