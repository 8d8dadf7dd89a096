import {
  date,
  ein,
  int,
  num,
  phone,
  required,
  text,
} from '../../data-model/values';
import { evidenceAt } from './shared';
import type { DatasetDefinition } from './types';

const ADDRESS = { street: 'ADDRESS', city: 'CITY', state: 'STATE', zip: 'ZIP' };

/** A firmographic vendor file: one company profile per RECORD_ID. */
export const firmographics: DatasetDefinition = {
  name: 'firmographics',
  title: 'firmographics',
  mainTable: 'company_profiles',
  resolvesCompanies: true,
  required: [
    'RECORD_ID',
    'COMPANY_NAME',
    'ADDRESS',
    'CITY',
    'STATE',
    'ZIP',
    'EMPLOYEES',
    'ANNUAL_REVENUE',
  ],
  mapRow(row) {
    const name = required(row, 'COMPANY_NAME');
    const profile = {
      phone: phone(row, 'PHONE'),
      website: text(row.WEBSITE)?.toLowerCase() ?? null,
      naics: text(row.NAICS),
      employees: int(row, 'EMPLOYEES'),
      revenue: num(row, 'ANNUAL_REVENUE'),
      yearFounded: int(row, 'YEAR_FOUNDED'),
    };
    return {
      facts: [
        {
          table: 'company_profiles',
          sourceKey: required(row, 'RECORD_ID'),
          asOfDate: date(row, 'AS_OF_DATE'),
          values: {
            company_name: name,
            phone: profile.phone,
            website: profile.website,
            naics: profile.naics,
            employees: profile.employees,
            revenue: profile.revenue,
            year_founded: profile.yearFounded,
          },
        },
      ],
      // A firmographic source replaces size and contact fields.
      company: evidenceAt(row, name, ADDRESS, {
        ...profile,
        dba: text(row.DBA_NAME),
        ein: ein(row, 'FEIN'),
        authoritative: true,
      }),
    };
  },
};
