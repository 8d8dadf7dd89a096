import { date, ein, phone, required, text } from '../../data-model/values';
import { evidenceAt } from './shared';
import type { DatasetDefinition } from './types';

const COMPANY = {
  street: 'COMPANY_ADDRESS',
  city: 'COMPANY_CITY',
  state: 'COMPANY_STATE',
  zip: 'COMPANY_ZIP',
};

/** A contact vendor file: one person at a company per CONTACT_ID. */
export const contacts: DatasetDefinition = {
  name: 'contacts',
  title: 'contacts',
  mainTable: 'contacts',
  resolvesCompanies: true,
  required: [
    'CONTACT_ID',
    'COMPANY_NAME',
    'COMPANY_ADDRESS',
    'COMPANY_CITY',
    'COMPANY_STATE',
    'COMPANY_ZIP',
    'FIRST_NAME',
    'LAST_NAME',
  ],
  mapRow(row) {
    const company = required(row, 'COMPANY_NAME');
    return {
      facts: [
        {
          table: 'contacts',
          sourceKey: required(row, 'CONTACT_ID'),
          asOfDate: date(row, 'VERIFIED_DATE'),
          values: {
            first_name: text(row.FIRST_NAME),
            last_name: text(row.LAST_NAME),
            title: text(row.TITLE),
            department: text(row.DEPARTMENT),
            seniority: text(row.SENIORITY),
            email: text(row.EMAIL)?.toLowerCase() ?? null,
            // The person's own line, not the company's switchboard.
            phone: phone(row, 'PHONE'),
            linkedin_url: text(row.LINKEDIN_URL),
            source: text(row.SOURCE),
          },
        },
      ],
      company: evidenceAt(row, company, COMPANY, {
        ein: ein(row, 'COMPANY_FEIN'),
      }),
    };
  },
};
