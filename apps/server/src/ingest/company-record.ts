import type { CompanyRecord } from '../data-model/company-record';
import type { CompanyEvidence } from './datasets/types';
import { geocodeZip } from '@edge/reference-data';
import { coreName, nameKey } from '../data-model/normalize';

/** The state of a row: given, or the state of its ZIP. */
export const evidenceState = (evidence: CompanyEvidence): string | null =>
  evidence.state ?? geocodeZip(evidence.zip)?.state ?? null;

/** A new company from the row that first names it, geocoded by ZIP. */
export function newCompany(
  muns: string,
  evidence: CompanyEvidence,
  dataset: string,
  fileId: number,
  // nameKey(evidence.name), when the caller has it already.
  key = nameKey(evidence.name),
): CompanyRecord {
  const place = geocodeZip(evidence.zip);
  return {
    muns,
    // 'ACME BUILDERS - JOBSITE 12' names a site of ACME BUILDERS.
    name: coreName(evidence.name),
    name_key: key,
    dba_name: evidence.dba ?? null,
    address: evidence.address,
    city: evidence.city ?? place?.city ?? null,
    state: evidenceState(evidence)!,
    zip: evidence.zip,
    county_fips: place?.countyFips ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    naics: evidence.naics ?? null,
    employees: evidence.employees ?? null,
    revenue: evidence.revenue ?? null,
    phone: evidence.phone ?? null,
    website: evidence.website ?? null,
    ein: evidence.ein ?? null,
    year_founded: evidence.yearFounded ?? null,
    source_dataset: dataset,
    created_file_id: fileId,
    updated_file_id: fileId,
  };
}

type Patchable =
  | 'dba_name'
  | 'naics'
  | 'employees'
  | 'revenue'
  | 'phone'
  | 'website'
  | 'ein'
  | 'year_founded';

const FIELDS: [Patchable, keyof CompanyEvidence, boolean][] = [
  // field, evidence, overridden by an authoritative source
  ['dba_name', 'dba', false],
  ['naics', 'naics', true],
  ['employees', 'employees', true],
  ['revenue', 'revenue', true],
  ['phone', 'phone', true],
  ['website', 'website', true],
  ['ein', 'ein', false],
  ['year_founded', 'yearFounded', true],
];

/**
 * Fills a company's blanks from a matched row; a firmographic row also
 * replaces size, revenue and contact fields. True when anything changed.
 */
export function patchCompany(
  company: CompanyRecord,
  evidence: CompanyEvidence,
): boolean {
  let changed = false;
  for (const [field, source, overridable] of FIELDS) {
    const value = evidence[source] as string | number | null | undefined;
    if (value === null || value === undefined) continue;
    const current = company[field];
    const replace =
      current === null || (overridable && evidence.authoritative === true);
    if (replace && current !== value) {
      (company as unknown as Record<string, unknown>)[field] = value;
      changed = true;
    }
  }
  return changed;
}
