import type { Contact } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { ContactsView } from './company-reports.table';
import { inOrder } from './report-values';

// The contact lists' levels, most senior first (docs/data/contacts.md).
const SENIORITY = ['Owner', 'C-Level', 'VP', 'Director', 'Manager'];
const seniorityRank = (contact: ContactsView) => {
  const i = SENIORITY.indexOf(contact.seniority ?? '');
  return i < 0 ? SENIORITY.length : i;
};
const text = (value: string | null) => value ?? '';

/** A company's contacts as its report lists them: most senior first, then by name. */
export const bySeniority = inOrder<ContactsView>(
  (a, b) => seniorityRank(a) - seniorityRank(b),
  (a, b) => text(a.last_name).localeCompare(text(b.last_name)),
  (a, b) => text(a.first_name).localeCompare(text(b.first_name)),
  (a, b) => a.source_key.localeCompare(b.source_key),
);

/** A contact as the API answers it (every field; premium ones too). */
export const contactOf = (row: ContactsView): Contact => ({
  first_name: row.first_name,
  last_name: row.last_name,
  title: row.title,
  department: row.department,
  seniority: row.seniority,
  email: row.email,
  phone: row.phone,
  linkedin_url: row.linkedin_url,
  source: row.source,
});

/** What a contact's roles are read from. */
export type ContactRoleRow = Pick<
  ContactsView,
  'source_key' | 'muns' | 'title' | 'department'
>;

/**
 * Every contact of a company, its title and department, `size` rows a
 * read in key order (so no read holds the database long).
 */
export async function* contactTitleChunks(
  db: Db,
  size = 20_000,
): AsyncGenerator<ContactRoleRow[]> {
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom('contacts')
      .select(['source_key', 'muns', 'title', 'department'])
      .where('muns', 'is not', null)
      .orderBy('source_key')
      .limit(size);
    if (after !== null) query = query.where('source_key', '>', after);
    const rows = await query.execute();
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.source_key;
  }
}

/** The contacts of some companies, each company's most senior first. */
export async function contactsOfCompanies(
  db: Db,
  muns: readonly string[],
): Promise<Map<string, ContactsView[]>> {
  const byCompany = new Map<string, ContactsView[]>();
  if (muns.length === 0) return byCompany;
  const rows = await db
    .selectFrom('contacts')
    .selectAll()
    .where('muns', 'in', [...muns])
    .execute();
  for (const row of rows.sort(bySeniority)) {
    const list = byCompany.get(row.muns!);
    if (list) list.push(row);
    else byCompany.set(row.muns!, [row]);
  }
  return byCompany;
}
