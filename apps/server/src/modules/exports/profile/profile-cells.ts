import type { ReportSource } from '@edge/contracts';
import type { CompaniesView } from '../../companies/index';
import { naicsTitleOf } from '../../company-reports/index';
import type { Cell } from '../table-file';

/** A column of a full-profile file: its header and its cell of a company. */
export interface ProfileColumn<R> {
  label: string;
  value: (report: R) => Cell;
}

/** A company's record and its reports, as a profile row is written from. */
export interface WithCompany {
  company: CompaniesView;
}

export const joined = (values: readonly (string | null)[]): string | null => {
  const kept = values.filter((v): v is string => Boolean(v));
  return kept.length > 0 ? kept.join('; ') : null;
};

export const yesNo = (value: boolean | null): string | null =>
  value === null ? null : value ? 'Yes' : 'No';

/**
 * The provenance of a report's values: its datasets, the latest year of
 * each and the latest as-of date, so every value of a profile says where
 * and when it comes from.
 */
export function sourceColumns<R>(
  section: string,
  sources: (report: R) => readonly ReportSource[],
): ProfileColumn<R>[] {
  return [
    {
      label: `${section} source`,
      value: (r) => joined(sources(r).map((s) => s.label)),
    },
    {
      label: `${section} year`,
      value: (r) => {
        const years = sources(r)
          .map((s) => s.year)
          .filter((y) => y !== null);
        if (years.length === 0) return null;
        return years.length === 1 ? years[0]! : years.join('; ');
      },
    },
    {
      label: `${section} as of`,
      value: (r) =>
        sources(r)
          .map((s) => s.as_of_date)
          .filter((d) => d !== null)
          .sort()
          .at(-1) ?? null,
    },
  ];
}

/** The company record's columns, first in either module's profile. */
export function companyColumns<R extends WithCompany>(): ProfileColumn<R>[] {
  const of = <K extends keyof CompaniesView>(label: string, key: K) => ({
    label,
    value: (r: R) => r.company[key] as Cell,
  });
  return [
    of('Edge ID', 'muns'),
    of('Company', 'name'),
    of('DBA', 'dba_name'),
    of('Address', 'address'),
    of('City', 'city'),
    of('State', 'state'),
    of('ZIP', 'zip'),
    of('Phone', 'phone'),
    of('Website', 'website'),
    of('NAICS', 'naics'),
    { label: 'Industry', value: (r) => naicsTitleOf(r.company.naics) },
    of('Employees', 'employees'),
    of('Revenue', 'revenue'),
    of('Year founded', 'year_founded'),
    of('EIN', 'ein'),
  ];
}
