import {
  getPermittedStates,
  hasModule,
  RENEWAL_CALENDAR_MAX_COMPANIES,
  RENEWAL_CALENDAR_MONTHS,
  type Module,
  type PipelineStage,
  type ProductsMap,
  type Renewal,
  type RenewalCalendar,
  type RenewalsQuery,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { ForbiddenError } from '../../shared/errors';
import { chunks } from '../../shared/chunks';
import {
  addDays,
  dateParts,
  daysBetween,
  daysInMonth,
  isoDate,
  reminderWindow,
} from '../alerts/index';
import { readStages } from '../pipeline/index';
import {
  benefitsFacts,
  commercialFacts,
  type CalendarFacts,
} from './calendar-facts';
import { calendarCompanies, type CalendarCompany } from './renewals.repository';

/** The signed-in user as the calendar needs them. */
export interface CalendarUser {
  userId: number;
  products: ProductsMap;
}

// Where each kind's date comes from, as the reports name the sources.
const SOURCE_LABELS = {
  benefit_plan_year: 'Form 5500 Schedule A',
  wc_expiration: "Workers' comp policy records",
  mcs150_update: 'FMCSA motor carrier census',
} as const;

/** The last day the calendar shows: a year from today, less a day. */
export function calendarThrough(today: string): string {
  const [year, month, day] = dateParts(today);
  const ahead = year + RENEWAL_CALENDAR_MONTHS / 12;
  return addDays(
    isoDate(ahead, month, Math.min(day, daysInMonth(ahead, month))),
    -1,
  );
}

async function stagesOf(
  db: Db,
  user: CalendarUser,
  module: Module,
  muns: readonly string[],
): Promise<Map<string, PipelineStage>> {
  const stages = new Map<string, PipelineStage>();
  for (const part of chunks(muns, 500)) {
    const read = await readStages(db, user, module, part);
    for (const entry of read.stages) stages.set(entry.muns, entry.stage);
  }
  return stages;
}

function renewalsOf(
  company: CalendarCompany,
  facts: CalendarFacts,
  stage: PipelineStage | null,
  today: string,
  through: string,
): Renewal[] {
  const found = facts.get(company.muns);
  if (!found) return [];
  return found.dues
    .filter((due) => due.dueDate >= today && due.dueDate <= through)
    .map((due) => ({
      muns: company.muns,
      name: company.name,
      city: company.city,
      state: company.state,
      kind: due.kind,
      dueDate: due.dueDate,
      daysUntil: daysBetween(today, due.dueDate),
      window: reminderWindow(today, due.dueDate),
      subject: due.subject,
      source: {
        dataset: SOURCE_LABELS[due.kind],
        year: due.source.source_year,
      },
      stage,
      origin: {
        favorite: company.favorite,
        savedSearches: company.savedSearches,
      },
      contest: found.contest,
    }));
}

const byDate = (a: Renewal, b: Renewal) =>
  a.dueDate.localeCompare(b.dueDate) ||
  a.name.localeCompare(b.name) ||
  a.muns.localeCompare(b.muns) ||
  a.kind.localeCompare(b.kind);

/**
 * GET /api/v1/renewals/{module}: the renewal dates of the user's
 * favorites and saved-search matches from today through a year ahead,
 * filtered by stage and window, soonest first.
 */
export async function getRenewalCalendar(
  db: Db,
  user: CalendarUser,
  module: Module,
  query: RenewalsQuery,
  today: string,
): Promise<RenewalCalendar> {
  if (!hasModule(user.products, module)) throw new ForbiddenError();
  const states = getPermittedStates(user.products, module);
  const { companies, truncated } = await calendarCompanies(
    db,
    { userId: user.userId, module, states },
    RENEWAL_CALENDAR_MAX_COMPANIES,
  );
  const muns = companies.map((c) => c.muns);
  const readFacts = module === 'eb' ? benefitsFacts : commercialFacts;
  const facts = await readFacts(db, muns, today);
  const stages = await stagesOf(db, user, module, muns);
  const through = calendarThrough(today);

  const keep = (r: Renewal) =>
    (query.window === undefined || r.daysUntil <= query.window) &&
    (query.stage === undefined ||
      (query.stage === 'none' ? r.stage === null : r.stage === query.stage));
  const renewals = companies
    .flatMap((company) =>
      renewalsOf(
        company,
        facts,
        stages.get(company.muns) ?? null,
        today,
        through,
      ),
    )
    .filter(keep)
    .sort(byDate);
  return {
    module,
    today,
    through,
    renewals,
    companies: companies.length,
    withoutDates: companies.filter(
      (c) => (facts.get(c.muns)?.dues.length ?? 0) === 0,
    ).length,
    truncated,
  };
}
