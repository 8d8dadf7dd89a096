import { describe, expect, it } from 'vitest';
import { companyOfRecord, readSample } from './sample';
import { SAMPLE_COMPANIES } from './sample-setup';

// A company's last activity is the latest of its sources' own event dates
// (docs/data/search-projection.md); the sample's dates must spread over the
// calendar, or the results' 'Last activity' column and its default filter
// say nothing.

/** [dataset, file, record key column, event date column] */
const EVENT_DATES = [
  ['osha_inspection', 'osha_inspection.csv', 'activity_nr', 'open_date'],
  ['whd', 'whd_whisard.csv', 'case_id', 'findings_end_date'],
  ['fmcsa_census', 'fmcsa_census.csv', 'DOT_NUMBER', 'MCS150_DATE'],
  ['wc_policies', 'wc_policies.csv', 'POLICY_RECORD_ID', 'EFFECTIVE_DATE'],
  ['properties', 'properties.csv', 'PROPERTY_ID', 'LAST_SALE_DATE'],
  ['f5500', 'f_5500_2024_latest.csv', 'ACK_ID', 'DATE_RECEIVED'],
  ['f5500', 'f_5500_2025_latest.csv', 'ACK_ID', 'DATE_RECEIVED'],
  ['f5500_sf', 'f_5500_sf_2024_latest.csv', 'ACK_ID', 'DATE_RECEIVED'],
  ['f5500_sf', 'f_5500_sf_2025_latest.csv', 'ACK_ID', 'DATE_RECEIVED'],
] as const;

const MONTHS = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ');

/** ISO date of an event date as the sources print it. */
function isoOf(text: string): string {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  // FMCSA's 27-APR-26
  const oracle = /^(\d{2})-([A-Z]{3})-(\d{2})$/.exec(text);
  if (oracle) {
    const month = String(MONTHS.indexOf(oracle[2]!) + 1).padStart(2, '0');
    return `20${oracle[3]}-${month}-${oracle[1]}`;
  }
  return text.slice(0, 10);
}

async function lastActivity(): Promise<Map<string, string>> {
  const latest = new Map<string, string>();
  for (const [dataset, file, key, column] of EVENT_DATES) {
    const companyOf = await companyOfRecord(dataset);
    for (const row of await readSample(file)) {
      const company = companyOf.get(row[key]!);
      const date = row[column] ? isoOf(row[column]) : '';
      if (!company || !date) continue;
      if (date > (latest.get(company) ?? '')) latest.set(company, date);
    }
  }
  return latest;
}

describe('the last activity of the sample’s companies', () => {
  it('should spread over the calendar, no one day holding more than 5%', async () => {
    const latest = await lastActivity();
    expect(latest.size).toBeGreaterThan(SAMPLE_COMPANIES * 0.6);
    const perDay = new Map<string, number>();
    for (const date of latest.values()) {
      perDay.set(date, (perDay.get(date) ?? 0) + 1);
    }
    const [day, count] = [...perDay].sort((a, b) => b[1] - a[1])[0]!;
    expect(count / latest.size, `${day}: ${count}`).toBeLessThan(0.05);
    expect(perDay.size).toBeGreaterThan(365);
  });

  it('should date no event after the data set’s extract date', async () => {
    const latest = await lastActivity();
    const after = [...latest].filter(([, date]) => date > '2026-10-30');
    expect(after.slice(0, 5)).toEqual([]);
  });
});
