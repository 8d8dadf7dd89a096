import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import type { NewCompanyEventRow } from '../../../data-model/event-tables';

/** Companies after `after` (null: from the first) up to `through` (undefined: the last). */
export interface CompanyRange {
  after: string | null;
  through: string | undefined;
}

/**
 * The muns that ends a batch of `size` companies after `after`; undefined
 * when fewer are left, so the batch runs to the end. Keyset paging on the
 * company master's key, so a batch costs the same at any depth.
 */
export async function companyBatchEnd(
  db: Db,
  after: string | null,
  size: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('muns')
    .$if(after !== null, (query) => query.where('muns', '>', after!))
    .orderBy('muns')
    .limit(1)
    .offset(size - 1)
    .executeTakeFirst();
  return row?.muns;
}

/** Some companies by key (at most a few hundred per call), or a range. */
export type CompanySet = CompanyRange | { muns: readonly string[] };

// The fact rows of the set's companies, read through the muns index.
function inRange(range: CompanySet): RawBuilder<boolean> {
  const muns = sql.ref('muns');
  if ('muns' in range) {
    const keys = range.muns.length > 0 ? range.muns : [''];
    return sql<boolean>`(${muns} in (${sql.join(keys)}))`;
  }
  const bounds = [sql`${muns} is not null`];
  if (range.after !== null) bounds.push(sql`${muns} > ${range.after}`);
  if (range.through !== undefined) {
    bounds.push(sql`${muns} <= ${range.through}`);
  }
  return sql<boolean>`(${sql.join(bounds, sql` and `)})`;
}

/** Where a reminder comes from: the fact row's provenance. */
export interface ReminderSource {
  muns: string;
  source_key: string;
  import_file_id: number;
  source_year: number | null;
  as_of_date: string | null;
}

const SOURCE_COLUMNS = [
  'muns',
  'source_key',
  'import_file_id',
  'source_year',
  'as_of_date',
] as const;

export type WcPolicyFact = ReminderSource & {
  carrier_name: string | null;
  effective_date: string | null;
  expiration_date: string;
};

/**
 * The range's workers' comp policies with an expiration date that were not
 * cancelled (or were reinstated since), by company.
 */
export async function wcPolicyFacts(
  db: Db,
  range: CompanySet,
): Promise<WcPolicyFact[]> {
  const rows = await db
    .selectFrom('wc_policies')
    .select([...SOURCE_COLUMNS, 'carrier_name', 'effective_date'])
    .select('expiration_date')
    .where(inRange(range))
    .where('expiration_date', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('coverage_status', 'is', null),
        eb(eb.fn('upper', ['coverage_status']), '<>', 'CANCELLED'),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('cancellation_date', 'is', null),
        eb('reinstatement_date', '>=', eb.ref('cancellation_date')),
      ]),
    )
    .orderBy('muns')
    .execute();
  return rows as WcPolicyFact[];
}

export type MotorCarrierFact = ReminderSource & { dot_number: string };

/** The range's motor carriers (USDOT numbers), by company. */
export async function motorCarrierFacts(
  db: Db,
  range: CompanySet,
): Promise<MotorCarrierFact[]> {
  const rows = await db
    .selectFrom('motor_carriers')
    .select([...SOURCE_COLUMNS, 'dot_number'])
    .where(inRange(range))
    .orderBy('muns')
    .orderBy('source_key')
    .execute();
  return rows as MotorCarrierFact[];
}

export type BenefitContractFact = ReminderSource & {
  carrier_name: string | null;
  policy_from: string | null;
  policy_to: string | null;
};

/** The range's Schedule A contracts with a policy year, by company. */
export async function benefitContractFacts(
  db: Db,
  range: CompanySet,
): Promise<BenefitContractFact[]> {
  const rows = await db
    .selectFrom('insurance_contracts')
    .select([...SOURCE_COLUMNS, 'carrier_name', 'policy_from', 'policy_to'])
    .where(inRange(range))
    .where((eb) =>
      eb.or([
        eb('policy_from', 'is not', null),
        eb('policy_to', 'is not', null),
      ]),
    )
    .orderBy('muns')
    .orderBy('source_key')
    .execute();
  return rows as BenefitContractFact[];
}

// Rows per statement: 13 columns stay far below both databases'
// parameter limits.
const INSERT_CHUNK = 500;

/**
 * Writes events, skipping those already raised (the same company, type and
 * event key); returns how many were new.
 */
export async function insertReminderEvents(
  db: Db,
  events: readonly NewCompanyEventRow[],
): Promise<number> {
  if (events.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let inserted = 0;
    for (let i = 0; i < events.length; i += INSERT_CHUNK) {
      const result = await trx
        .insertInto('company_events')
        .values(events.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) =>
          oc.columns(['muns', 'type', 'event_key']).doNothing(),
        )
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  });
}

/** How many companies there are, for the job's progress. */
export async function countCompanies(db: Db): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
