import type { Module } from '@edge/contracts';
import type { DatasetName } from '../../data-model/datasets';

/**
 * How a dataset's rows reach companies: through the table its rows go to
 * (each row names its company), or through a place every company has (the
 * NRI by county, crime scores by ZIP or else county).
 */
export type Coverage =
  { kind: 'rows'; table: CoverageTable } | { kind: 'county' } | { kind: 'zip' };

/** The table of each dataset's rows (its importer's main table). */
export type CoverageTable =
  | 'company_profiles'
  | 'filings'
  | 'insurance_contracts'
  | 'contract_brokers'
  | 'service_providers'
  | 'service_provider_codes'
  | 'plan_financials'
  | 'osha_inspections'
  | 'osha_violations'
  | 'whd_cases'
  | 'motor_carriers'
  | 'wc_policies'
  | 'properties'
  | 'contacts';

export interface CatalogueEntry {
  source: string;
  usedFor: string;
  modules: Module[];
  coverage: Coverage;
}

const DOL_5500 =
  'U.S. Department of Labor, EBSA: Form 5500 data sets ("Latest" files per plan year, EFAST2)';
const DOL_ENFORCEMENT =
  'U.S. Department of Labor: enforcement data catalog (enforcedata.dol.gov)';
const rows = (table: CoverageTable): Coverage => ({ kind: 'rows', table });

/** Who publishes each dataset and what the app reads from it. */
export const DATASET_CATALOGUE: Readonly<Record<DatasetName, CatalogueEntry>> =
  {
    nri_counties: {
      source:
        'FEMA: National Risk Index, county table (hazards.fema.gov), public domain',
      usedFor:
        "Flood, fire, wind and ground risk of the company's county: the Hazards report and the Hazards search.",
      modules: ['pc'],
      coverage: { kind: 'county' },
    },
    crime_scores: {
      source:
        'Crime index by ZIP code, licensed and converted to the Edge import layout (crime is not part of the FEMA index)',
      usedFor:
        'Crime risk of the ZIP code (else the county): the Hazards report and the Hazards search.',
      modules: ['pc'],
      coverage: { kind: 'zip' },
    },
    firmographics: {
      source:
        'Business directory records, licensed and converted to the Edge import layout',
      usedFor:
        'Industry (NAICS), employees, revenue, phone and website of the company profile, and the size and industry searches.',
      modules: ['pc', 'eb'],
      coverage: rows('company_profiles'),
    },
    f5500: {
      source: `${DOL_5500}: Form 5500, large plans`,
      usedFor:
        'Benefit plans, participants and filings: the Benefit Plans, Filings and Welfare and Retirement Summary reports, and the Welfare (F5500) filing scope.',
      modules: ['eb'],
      coverage: rows('filings'),
    },
    f5500_sf: {
      source: `${DOL_5500}: Form 5500-SF, small plans`,
      usedFor:
        'Small plans, mostly retirement plans, with their assets: the Retirement Summary and the Retirement (F5500 SF) filing scope.',
      modules: ['eb'],
      coverage: rows('filings'),
    },
    sch_a: {
      source: `${DOL_5500}: Schedule A`,
      usedFor:
        'Insurance contracts: carriers, lines of business, persons covered, premiums, commissions and policy years, which give the renewal months and the benefit plan renewal reminders.',
      modules: ['eb'],
      coverage: rows('insurance_contracts'),
    },
    sch_a_part1: {
      source: `${DOL_5500}: Schedule A Part 1`,
      usedFor:
        'Brokers of record with their commissions and fees: Top Brokers, the broker criteria and the broker search.',
      modules: ['eb'],
      coverage: rows('contract_brokers'),
    },
    sch_c_item2: {
      source: `${DOL_5500}: Schedule C Part 1, item 2`,
      usedFor:
        'Service providers of large plans with their direct and indirect compensation: the Service Providers report.',
      modules: ['eb'],
      coverage: rows('service_providers'),
    },
    sch_c_item2_codes: {
      source: `${DOL_5500}: Schedule C Part 1, item 2 service codes`,
      usedFor: 'What each service provider does for the plan.',
      modules: ['eb'],
      coverage: rows('service_provider_codes'),
    },
    sch_h: {
      source: `${DOL_5500}: Schedule H`,
      usedFor:
        'Assets of large plans at the beginning and end of the year: the Retirement Summary.',
      modules: ['eb'],
      coverage: rows('plan_financials'),
    },
    sch_i: {
      source: `${DOL_5500}: Schedule I`,
      usedFor:
        'Assets of small plans that file the full Form 5500: the Retirement Summary.',
      modules: ['eb'],
      coverage: rows('plan_financials'),
    },
    osha_inspection: {
      source: `${DOL_ENFORCEMENT}: OSHA inspections`,
      usedFor:
        'Inspections by OSHA and state plans: the OSHA report and details, the OSHA search and New OSHA Inspection alerts.',
      modules: ['pc'],
      coverage: rows('osha_inspections'),
    },
    osha_violation: {
      source: `${DOL_ENFORCEMENT}: OSHA violations`,
      usedFor:
        'Citations and their penalties: the OSHA report and details, the violation and penalty searches and OSHA Violation or Penalty alerts.',
      modules: ['pc'],
      coverage: rows('osha_violations'),
    },
    whd: {
      source: `${DOL_ENFORCEMENT}: Wage and Hour Division compliance actions (WHISARD)`,
      usedFor:
        'Concluded cases with back wages and penalties: the Wage and Hour report and details, the back wages search and New Wage and Hour Case alerts.',
      modules: ['pc'],
      coverage: rows('whd_cases'),
    },
    fmcsa_census: {
      source:
        'U.S. Department of Transportation, FMCSA: Motor Carrier Census (SMS downloads)',
      usedFor:
        'USDOT registrations with power units, drivers, hazmat and the MCS-150 date: the DOT Motor Carrier report, the DOT search and DOT renewal reminders.',
      modules: ['pc'],
      coverage: rows('motor_carriers'),
    },
    wc_policies: {
      source:
        "State workers' compensation proof-of-coverage records, converted to the Edge import layout",
      usedFor:
        "Carriers, policy terms and experience mods: the Workers' Comp report, the workers' comp search and WC renewal reminders.",
      modules: ['pc'],
      coverage: rows('wc_policies'),
    },
    properties: {
      source:
        'County assessor and recorder parcel records, converted to the Edge import layout',
      usedFor:
        'Parcels the company owns with their area, year built and value: the Property and Full Property reports and the year-built search.',
      modules: ['pc'],
      coverage: rows('properties'),
    },
    contacts: {
      source:
        'Business contact lists, licensed and converted to the Edge import layout',
      usedFor:
        'People at the company and how to reach them: the Contacts report.',
      modules: ['pc', 'eb'],
      coverage: rows('contacts'),
    },
  };
