import {
  formatCents,
  PRODUCT_NAMES,
  type Plan,
  type ProductCode,
} from '@edge/contracts';
import { addDays, addMonths, daysInclusive } from './billing-calendar';

/** A period of service, both days counted, YYYY-MM-DD. */
export interface BillingPeriod {
  start: string;
  end: string;
}

/** One charge of an invoice, priced from the plan. */
export interface InvoiceCharge {
  product: ProductCode;
  description: string;
  seats: number;
  unitCents: number;
  amountCents: number;
}

/**
 * The months a period covers: whole months when it ends the day before the
 * same day of a later month; otherwise its days as a share of a year.
 */
export function periodMonths(period: BillingPeriod): number {
  for (let months = 1; months <= 36; months += 1) {
    const end = addDays(addMonths(period.start, months), -1);
    if (end === period.end) return months;
    if (end > period.end) break;
  }
  return (daysInclusive(period.start, period.end) * 12) / 365;
}

/** The period of one plan term, or of one month, from `start`. */
export function nextPeriod(
  plan: Plan,
  start: string,
  interval: 'month' | 'term' = plan.billing === 'month' ? 'month' : 'term',
): BillingPeriod {
  if (interval === 'month') {
    return { start, end: addDays(addMonths(start, 1), -1) };
  }
  if (plan.billing === 'year') {
    return { start, end: addDays(addMonths(start, 12), -1) };
  }
  return { start, end: addDays(start, plan.termDays - 1) };
}

const monthsText = (months: number) =>
  Number.isInteger(months)
    ? `${months} month${months === 1 ? '' : 's'}`
    : `${months.toFixed(2)} months (prorated)`;

/**
 * The charges of seats of each module over a period, at the plan's price
 * per seat per module per month, rounded to the cent.
 */
export function invoiceCharges(
  plan: Plan,
  modules: readonly ProductCode[],
  seats: number,
  period: BillingPeriod,
): InvoiceCharge[] {
  const months = periodMonths(period);
  const unit = plan.seatMonthCents;
  return modules.map((product) => ({
    product,
    description: `${PRODUCT_NAMES[product]}, ${plan.name}: ${seats} seat${seats === 1 ? '' : 's'} × ${formatCents(unit)} per seat per month × ${monthsText(months)}`,
    seats,
    unitCents: unit,
    amountCents: Math.round(seats * unit * months),
  }));
}
