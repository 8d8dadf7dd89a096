import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { Db } from '../../../db/database';
import type { FactBatch } from '../../company-reports/index';
import { reportsOfCompanies, type ReportReader } from '../profile/profile-rows';
import { openTableFile, type TableFile } from '../table-file';
import yazl from 'yazl';
import {
  CRM_README,
  HUBSPOT_COMPANIES,
  HUBSPOT_CONTACTS,
  SALESFORCE_ACCOUNTS,
  SALESFORCE_CONTACTS,
  type CrmContact,
  type CrmFile,
} from './crm-columns';
import type { CompaniesView } from '../../companies/index';
import { contactRoles, type Contact, type ContactRole } from '@edge/contracts';
import type { StageLabels } from '../export-stages';

const ACCOUNTS = [SALESFORCE_ACCOUNTS, HUBSPOT_COMPANIES];
const CONTACTS = [SALESFORCE_CONTACTS, HUBSPOT_CONTACTS];
const CONTACT_REPORTS = {
  reports: ['contacts'],
  tables: ['contacts'],
} as const;

const header = (file: CrmFile<never>) => file.columns.map(([label]) => label);
// After each account's own columns: the user's stage, for a custom field
// the README describes.
export const CRM_STAGE_COLUMN = 'Edge Pipeline Stage';

/** The CRM import of an export: the files row by row, then one zip. */
export interface CrmWriter {
  write(muns: readonly string[]): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * Writes the accounts and contacts files of both CRMs side by side in a
 * folder beside `path` (each streamed, so memory stays flat), and zips
 * them into `path` when the export is done.
 */
export async function openCrmZip(
  db: Db,
  batch: FactBatch,
  path: string,
  reader: ReportReader,
  stagesOf: StageLabels,
  roles?: readonly ContactRole[],
): Promise<CrmWriter> {
  // Only the contacts of the asked roles; every contact when none asked.
  const isWanted = (contact: Contact) =>
    !roles ||
    contactRoles(contact.title, contact.department).some((role) =>
      roles.includes(role),
    );
  const parts = `${path}.parts`;
  await mkdir(parts, { recursive: true });
  const open = (file: CrmFile<never>): [CrmFile<never>, TableFile] => [
    file,
    openTableFile('csv', join(parts, file.name), header(file)),
  ];
  const accounts = ACCOUNTS.map((f): [CrmFile<never>, TableFile] => [
    f as CrmFile<never>,
    openTableFile('csv', join(parts, f.name), [
      ...header(f as CrmFile<never>),
      CRM_STAGE_COLUMN,
    ]),
  ]);
  const contacts = CONTACTS.map((f) => open(f as CrmFile<never>));
  const all = [...accounts, ...contacts];
  const cells = <R>(file: CrmFile<R>, row: R) =>
    file.columns.map(([, value]) => value(row));
  return {
    async write(muns) {
      const found = await reportsOfCompanies(
        db,
        batch,
        CONTACT_REPORTS,
        muns,
        reader,
      );
      const stageOf = await stagesOf(muns);
      for (const { company, contacts: report } of found) {
        const stage = stageOf.get(company.muns) ?? '';
        for (const [file, out] of accounts) {
          await out.row([
            ...cells(file as CrmFile<CompaniesView>, company),
            stage,
          ]);
        }
        const people = (report as { contacts: Contact[] }).contacts;
        for (const contact of people.filter(isWanted)) {
          for (const [file, out] of contacts) {
            await out.row(
              cells(file as CrmFile<CrmContact>, { company, contact }),
            );
          }
        }
      }
    },
    async close() {
      for (const [, out] of all) await out.close();
      const zip = new yazl.ZipFile();
      zip.addBuffer(Buffer.from(CRM_README), 'README.txt');
      for (const [file] of all) zip.addFile(join(parts, file.name), file.name);
      zip.end();
      const target = createWriteStream(path);
      zip.outputStream.pipe(target);
      await finished(target);
      await rm(parts, { recursive: true, force: true });
    },
    async abort() {
      for (const [, out] of all) await out.abort();
      await rm(parts, { recursive: true, force: true });
    },
  };
}
