import {
  contactName,
  formatPhone,
  type Contact,
  type ContactsReport,
} from '@edge/contracts';
import { table, type PdfColumn } from './pdf-table';
import type { ReportPrinter } from './report-printer';

const COLUMNS: readonly PdfColumn<Contact>[] = [
  { label: 'Name', weight: 1.6, text: contactName },
  {
    label: 'Title',
    weight: 2.2,
    text: (c) => [c.title, c.department].filter(Boolean).join(' · '),
  },
  { label: 'E-mail', weight: 2.2, text: (c) => c.email ?? null },
  { label: 'Phone', weight: 1.2, text: (c) => formatPhone(c.phone) },
];
// Without premium contacts: name and title only (partner-licences.ts).
const BASIC_COLUMNS = COLUMNS.slice(0, 2);

/** Contacts: people at the company, most senior first. */
export const contactsPrinter: ReportPrinter<ContactsReport> = {
  isEmpty: (data) => data.contacts.length === 0,
  emptyText: 'No contacts on file.',
  print: (pdf, data) =>
    table(
      pdf,
      'People at the company',
      data.has_premium_fields ? COLUMNS : BASIC_COLUMNS,
      data.contacts,
    ),
};
