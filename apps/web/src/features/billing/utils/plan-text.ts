import { formatCents, PRODUCT_NAMES, type PlanInfo } from '@edge/contracts';

const NUMBER_WORDS = ['none', 'one', 'two', 'three', 'four'];

function joinNames(names: readonly string[], word: 'and' | 'or'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}`;
}

/** Which modules a plan may include: 'One of X or Y', or all of them. */
export function modulesText(plan: PlanInfo): string {
  const names = plan.modules.map((code) => PRODUCT_NAMES[code]);
  if (plan.max_modules >= names.length) return joinNames(names, 'and');
  const count = NUMBER_WORDS[plan.max_modules] ?? String(plan.max_modules);
  const text = `${count} of ${joinNames(names, 'or')}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The states a plan allows per module. */
export function statesText(plan: PlanInfo): string {
  return plan.max_states === null
    ? 'All states and territories'
    : `Up to ${plan.max_states} states`;
}

/** The seats a plan allows. */
export function seatsText(plan: PlanInfo): string {
  if (plan.max_seats === null) {
    return plan.min_seats > 1 ? `${plan.min_seats} or more` : 'Any number';
  }
  return plan.min_seats > 1
    ? `${plan.min_seats} to ${plan.max_seats}`
    : `Up to ${plan.max_seats}`;
}

/** Exports per day: the server's one limit per user, and a team's worth. */
export function exportsText(plan: PlanInfo, perUser: number): string {
  if (plan.max_seats === null) return `${perUser} per user`;
  const team = perUser * plan.max_seats;
  return `${perUser} per user (${team} for ${plan.max_seats} seats)`;
}

/** The price, and how it is invoiced. */
export function priceText(plan: PlanInfo): string {
  if (plan.seat_month_cents === 0) return `Free for ${plan.term_days} days`;
  const billed = plan.billing === 'year' ? 'billed yearly' : 'billed monthly';
  return `${formatCents(plan.seat_month_cents)} a seat per module per month, ${billed}`;
}
