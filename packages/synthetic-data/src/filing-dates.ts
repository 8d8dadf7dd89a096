import { addMonthsFirst, addYears, dayNumber, timestamp14 } from './dates';
import { permute, type Rng } from './prng';

// Plan years, when filings arrive (July and October of the next year for
// calendar plans), and ACK_IDs.

export interface PlanYear {
  year: number;
  begin: number;
  end: number;
}

export function planYear(year: number, startMonth: number): PlanYear {
  const begin = dayNumber(year, startMonth, 1);
  return { year, begin, end: addYears(begin, 1) - 1 };
}

export interface Receipt {
  day: number;
  seconds: number;
  extended: boolean;
  late: boolean;
}

/** Due the last day of the 7th month after the plan year; +2.5 with 5558. */
export function receipt(rng: Rng, end: number): Receipt {
  const due = addMonthsFirst(end, 8) - 1;
  const extendedDue = addMonthsFirst(end, 10) + 14;
  const roll = rng.next();
  const seconds = rng.range(7 * 3600, 23 * 3600);
  if (roll < 0.42) {
    return { day: due - rng.int(21), seconds, extended: false, late: false };
  }
  if (roll < 0.78) {
    return {
      day: extendedDue - rng.int(21),
      seconds,
      extended: true,
      late: false,
    };
  }
  if (roll < 0.97) {
    const early = end + 30 + rng.int(Math.max(1, due - end - 51));
    return { day: early, seconds, extended: false, late: false };
  }
  return {
    day: extendedDue + 1 + rng.int(150),
    seconds,
    extended: true,
    late: true,
  };
}

/**
 * "20250728143015P040123456789001": received timestamp, a letter code and
 * a serial unique to (company, plan, year).
 */
export function ackId(
  seed: number,
  r: Receipt,
  companyIndex: number,
  slot: number,
  yearIndex: number,
): string {
  const serial = permute(
    companyIndex * 16 + slot * 2 + yearIndex,
    28,
    seed ^ 0xac,
  );
  const code = serial % 11 === 0 ? 'NAL0' : `P0${30 + (serial % 3) * 10}`;
  return `${timestamp14(r.day, r.seconds)}${code}${String(serial).padStart(9, '0')}001`;
}
