import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { fixture, rejectsIn } from '../testing/dataset-files/index';

describeEachDialect(
  'firmographics, property, WC and contact import',
  (dialect) => {
    const t = useIngestDb(dialect);
    beforeEach(() => t.reset());
    const ingest = (names: string[]) => t.ingest(names.map(fixture));

    it('imports company profiles', async () => {
      const { files } = await ingest(['firmographics.csv']);
      expect(files[0]).toMatchObject({ inserted: 2, rejected: 3 });
      expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
        '4: COMPANY_NAME is blank',
        "5: EMPLOYEES is not a whole number: '12.5'",
        "6: FEIN is not an EIN: '1234567890'",
      ]);
      const profiles = await tableRows(
        t.db(),
        'company_profiles',
        'source_key',
      );
      expect(profiles[0]).toMatchObject({
        source_key: 'FG-000101',
        company_name: 'Harbor Freight Lines, Inc.',
        phone: '6145550100',
        website: 'www.harborfreightlines.com',
        naics: '484121',
        employees: 265,
        revenue: 48500000,
        year_founded: 1987,
        as_of_date: '2025-09-30',
      });
      const [harbor] = await tableRows(t.db(), 'companies', 'muns');
      expect(harbor).toMatchObject({
        muns: profiles[0]!.muns,
        ein: '012345678',
        zip: '43215',
        revenue: 48500000,
        year_founded: 1987,
      });
    });

    it('is authoritative for size and contact fields of a known company', async () => {
      await ingest(['f_5500_2024_latest.csv']);
      const [before] = await tableRows(t.db(), 'companies', 'muns');
      expect(before).toMatchObject({ employees: 231, naics: '484110' });
      await ingest(['firmographics.csv']);
      const [after] = await tableRows(t.db(), 'companies', 'muns');
      expect(after).toMatchObject({
        muns: before!.muns,
        name: 'HARBOR FREIGHT LINES, INC.',
        employees: 265,
        naics: '484121',
        website: 'www.harborfreightlines.com',
      });
    });

    it('imports properties as their owner at the situs address', async () => {
      const { files } = await ingest(['properties.csv']);
      expect(files[0]).toMatchObject({ inserted: 2, rejected: 2 });
      expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
        "4: YEAR_BUILT is not a number: '19O5'",
        '5: OWNER_NAME is blank',
      ]);
      const parcels = await tableRows(t.db(), 'properties', 'source_key');
      expect(parcels[0]).toMatchObject({
        source_key: 'P-23005-000456',
        apn: '003-045-012',
        zip: '04101',
        lot_size_sqft: null,
        effective_year_built: null,
        construction_class: 'JOISTED MASONRY',
      });
      expect(parcels[1]).toMatchObject({
        apn: '010-123456-00',
        owner_name: 'HARBOR FREIGHT LINES INC',
        address: '1200 N MAIN ST',
        land_use: 'WAREHOUSE, DISTRIBUTION',
        lot_size_sqft: 217800,
        building_area_sqft: 84000,
        year_built: 1978,
        effective_year_built: 1995,
        assessed_total_value: 4650000,
        last_sale_date: '2009-06-15',
        tax_amount: 98233.12,
        tax_year: 2024,
        source_year: 2024,
        as_of_date: '2025-08-31',
      });
    });

    it('imports WC policies by effective year and refuses backwards terms', async () => {
      const { files } = await ingest(['wc_policies.csv']);
      expect(files[0]).toMatchObject({ inserted: 3, rejected: 2 });
      expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
        '4: EXPIRATION_DATE 2023-06-01 is before EFFECTIVE_DATE 2024-06-01',
        '5: EFFECTIVE_DATE is blank',
      ]);
      const policies = await tableRows(t.db(), 'wc_policies', 'source_key');
      expect(
        policies.map((p) => [
          p.source_key,
          p.effective_date,
          p.expiration_date,
          p.source_year,
          p.class_code,
          p.carrier_naic,
          p.estimated_premium,
          p.self_insured,
        ]),
      ).toEqual([
        [
          'WC-ME-0002',
          '2025-01-01',
          '2026-01-01',
          2025,
          '9082',
          '11149',
          12400,
          null,
        ],
        [
          'WC-OH-0001',
          '2024-07-01',
          '2025-07-01',
          2024,
          '7219',
          '10166',
          184500,
          0,
        ],
        // Codes that lost their leading zeros are re-padded.
        [
          'WC-TX-0005',
          '2025-04-01',
          '2026-04-01',
          2025,
          '0042',
          '02945',
          23800,
          0,
        ],
      ]);
      expect(policies[0]).toMatchObject({
        employer_name: 'Northwind Cafe LLC',
        fein: null,
        carrier_name: "MAINE EMPLOYERS' MUTUAL INSURANCE CO",
        cancellation_date: '2025-03-15',
        reinstatement_date: '2025-04-01',
        coverage_status: 'REINSTATED',
        experience_mod: 1.05,
      });
      expect(policies[1]).toMatchObject({
        fein: '012345678',
        policy_number: 'WC 4401234-02',
      });
      expect(policies[2]!.peo_name).toBe('ADP TOTALSOURCE');
    });

    it('imports contacts and refuses a company it cannot place', async () => {
      const { files } = await ingest(['contacts.csv']);
      expect(files[0]).toMatchObject({ inserted: 2, rejected: 2 });
      expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
        "4: VERIFIED_DATE is not a date: 'yesterday'",
        '5: no state and no known ZIP to place the company',
      ]);
      const people = await tableRows(t.db(), 'contacts', 'source_key');
      expect(people[0]).toMatchObject({
        source_key: 'C-0001',
        first_name: 'Dana',
        last_name: "O'Neil",
        title: 'VP, Human Resources',
        seniority: 'VP',
        email: 'dana.oneil@harborfreightlines.com',
        phone: '6145550177',
        linkedin_url: 'https://www.linkedin.com/in/danaoneil',
        source: 'VENDOR_A',
        as_of_date: '2025-08-14',
      });
      expect(people[1]).toMatchObject({ phone: null, source: null });
      const companies = await tableRows(t.db(), 'companies', 'muns');
      expect(companies.map((c) => [c.name, c.ein])).toEqual([
        ['HARBOR FREIGHT LINES INC', null],
        ["O'BRIEN & WALSH, LLP", '043219876'],
      ]);
    });
  },
);
