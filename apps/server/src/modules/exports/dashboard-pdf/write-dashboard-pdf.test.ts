import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  CompanyProfile,
  FullPropertyReport,
  PlanHistoryReport,
  PropertyFull,
} from '@edge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfRunsOf, pdfTextOf } from '../../../testing/pdf-text';
import type { DashboardContent } from './dashboard-content';
import { SIZE } from './pdf-theme';
import { writeDashboardPdf } from './write-dashboard-pdf';

const dir = mkdtempSync(join(tmpdir(), 'edge-dashboard-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = {
  dataset: 'properties',
  label: 'County Assessor Property Records',
  file_name: 'properties.csv',
  year: 2025,
  year_kind: 'calendar' as const,
  as_of_date: '2026-10-30',
};

const PROFILE: CompanyProfile = {
  muns: '100000042',
  sources: [SOURCE],
  entity_name: 'Łukasz Müller Logistics, Inc.',
  dba_name: 'Müller Freight',
  address: '12 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
  county_fips: '17167',
  county_name: 'Sangamon County',
  latitude: 39.8,
  longitude: -89.6,
  naics: '484110',
  naics_title: 'General Freight Trucking, Local',
  employees: 240,
  revenue: 31_500_000,
  phone: '2175550100',
  website: 'https://mullerfreight.example',
  ein: null,
  year_founded: 1988,
  alternate_addresses: 0,
  modules: ['pc', 'eb'],
};

const property = (i: number): PropertyFull => ({
  apn: `APN-${i}`,
  address: `${100 + i} Depot Rd`,
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
  land_use: 'WAREHOUSE/DISTRIBUTION',
  lot_size_sqft: 40_000 + i * 1000,
  building_area_sqft: 12_000 + i * 100,
  year_built: 1960 + i,
  construction_class: 'STEEL',
  assessed_total_value: 500_000 + i * 10_000,
  owner_name: 'MULLER HOLDINGS LLC',
  land_use_code: '401',
  effective_year_built: null,
  stories: 1,
  units: null,
  assessed_land_value: null,
  assessed_improvement_value: null,
  last_sale_date: '2019-05-01',
  last_sale_price: 1_250_000,
  tax_amount: null,
  tax_year: null,
});

const year = (y: number, premium: number, participants: number) => ({
  year: y,
  plans: 2,
  participants,
  premium,
  commissions: premium * 0.04,
  fees: 0,
  assets_eoy: 0,
});

const HISTORY: PlanHistoryReport = {
  muns: PROFILE.muns,
  sources: [],
  plan_year: 2025,
  incomplete: null,
  years: [
    year(2021, 610_000, 190),
    year(2022, 702_000, 205),
    year(2023, 745_000, 214),
    year(2024, 863_100, 224),
  ],
  plans: [],
};

const content = (
  reports: DashboardContent['reports'],
  module: DashboardContent['module'] = 'pc',
): DashboardContent => ({ module, profile: PROFILE, reports });

describe('writeDashboardPdf', () => {
  it('should carry a long table over pages with its header, and number the pages', async () => {
    const properties: FullPropertyReport = {
      muns: PROFILE.muns,
      sources: [SOURCE],
      properties: Array.from({ length: 70 }, (_, i) => property(i)),
    };
    const path = join(dir, 'properties.pdf');
    const printed = new Date('2026-11-27T14:05:00Z');
    await writeDashboardPdf(
      path,
      content([{ name: 'full-property', data: properties }]),
      printed,
    );
    const bytes = readFileSync(path);
    const runs = await pdfRunsOf(bytes);
    const pages = Math.max(...runs.map((run) => run.page));
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page += 1) {
      const on = runs.filter((run) => run.page === page).map((r) => r.text);
      expect(on).toContain(`Page ${page} of ${pages}`);
      expect(on).toContain('Printed 11/27/2026 14:05 UTC');
      // The table's header row opens every page the table reaches.
      expect(on).toContain('Address');
    }
    const text = await pdfTextOf(bytes);
    expect(text).toContain('169 Depot Rd');
    // Letters the standard fonts lack print as their base letter.
    expect(text).toContain('?ukasz Müller Logistics, Inc.');
    expect(text).toContain(
      'Source: County Assessor Property Records · calendar year 2025 · as of 10/30/2026 · file properties.csv',
    );
  });

  it('should draw the plan history as a chart of every complete year', async () => {
    const path = join(dir, 'history.pdf');
    await writeDashboardPdf(
      path,
      content([{ name: 'plan-history', data: HISTORY }], 'eb'),
      new Date(),
    );
    const runs = await pdfRunsOf(readFileSync(path));
    const texts = runs.map((run) => run.text);
    expect(texts).toContain('Premium and participants by plan year');
    expect(texts).toEqual(expect.arrayContaining(['2021', '2022', '2023']));
    expect(
      runs.filter((run) => run.size === SIZE.section).map((run) => run.text),
    ).toEqual(['Plan History']);
    expect(texts).toContain('+16% vs 2023');
  });
});
