import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { fixture, rejectsIn } from '../testing/dataset-files/index';

describeEachDialect('OSHA, WHD and FMCSA import', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const ingest = (names: string[]) => t.ingest(names.map(fixture));

  it('imports OSHA inspections from lower-case headers, by fiscal year', async () => {
    const { files } = await ingest(['osha_inspection.csv']);
    expect(files[0]).toMatchObject({
      dataset: 'osha_inspection',
      read: 6,
      inserted: 3,
      rejected: 3,
    });
    expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
      "5: ACTIVITY_NR is not an inspection number: '17X4567'",
      '6: OPEN_DATE is blank',
      '7: has 26 fields where the header has 25',
    ]);
    const inspections = await tableRows(
      t.db(),
      'osha_inspections',
      'source_key',
    );
    expect(
      inspections.map((i) => [
        i.source_key,
        i.site_zip,
        i.open_date,
        i.source_year,
        i.employees_in_establishment,
      ]),
    ).toEqual([
      // Opened in October 2024: federal fiscal year 2025.
      ['1712345', '43215', '2024-10-15', 2025, 240],
      ['1723456', '43228', '2025-03-03', 2025, 35],
      // Opened in September: still 2024; a ZIP that lost its zero.
      ['1734567', '04681', '2024-09-30', 2024, null],
    ]);
    expect(inspections[0]).toMatchObject({
      activity_nr: '1712345',
      estab_name: 'HARBOUR FREIGHT LINES',
      site_address: '1200 NORTH MAIN ST',
      site_state: 'OH',
      naics: '484110',
      inspection_type: 'B',
      inspection_scope: 'A',
      safety_health: 'S',
      union_status: 'N',
      close_case_date: '2025-03-04',
      as_of_date: '2025-11-02',
    });
    expect(inspections[2]!.estab_name).toBe('DOWNEAST "LOBSTER" CO-OP');
  });

  it('imports OSHA violations under their inspection, leaving deleted items out', async () => {
    const { files } = await ingest([
      'osha_violation.csv',
      'osha_inspection.csv',
    ]);
    expect(files.map((f) => [f.dataset, f.inserted, f.rejected])).toEqual([
      ['osha_inspection', 3, 3],
      ['osha_violation', 4, 3],
    ]);
    expect(rejectsIn(files[1]!.rejectsPath)).toEqual([
      '5: deleted citation item (delete_flag X)',
      '6: no OSHA inspection 1799999 has been imported',
      "7: VIOL_TYPE is not S, W, R, O or U: 'Z'",
    ]);
    const violations = await tableRows(t.db(), 'osha_violations', 'source_key');
    expect(
      violations.map((v) => [
        v.source_key,
        v.violation_type,
        v.initial_penalty,
        v.current_penalty,
        v.source_year,
      ]),
    ).toEqual([
      ['1712345:01001', 'S', 7000, 4500, 2025],
      ['1712345:01002', 'O', 1200.5, 0, 2025],
      ['1723456:01001', 'W', 165514, 165514, 2025],
      ['1734567:01001', 'R', 5600, 2800, 2025],
    ]);
    expect(violations[0]).toMatchObject({
      activity_nr: '1712345',
      citation_id: '01001',
      standard: '19100178 L01',
      issuance_date: '2024-11-20',
      abate_date: '2024-12-15',
      instances: 1,
      exposed: 3,
      gravity: 5,
    });
    const inspections = await tableRows(
      t.db(),
      'osha_inspections',
      'source_key',
    );
    expect(violations[0]!.muns).toBe(inspections[0]!.muns);
    expect(violations[3]!.muns).toBe(inspections[2]!.muns);
  });

  it('imports WHD cases with the legal name, else the trade name', async () => {
    const { files } = await ingest(['whd_whisard.csv']);
    expect(files[0]).toMatchObject({
      dataset: 'whd',
      inserted: 2,
      rejected: 2,
    });
    expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
      '4: LEGAL_NAME and TRADE_NM are blank',
      "5: BW_ATP_AMT is not a number: '12.5.0'",
    ]);
    const cases = await tableRows(t.db(), 'whd_cases', 'source_key');
    expect(cases[0]).toMatchObject({
      case_id: '1987654',
      trade_name: 'SMITH JONES CPAS',
      legal_name: 'SMITH, JONES & CO., LLP',
      zip: '04401',
      naics: '541211',
      findings_start_date: '2022-10-01',
      findings_end_date: '2024-09-30',
      violations: 3,
      back_wages: 12650.75,
      civil_penalties: 0,
      source_year: 2024,
      as_of_date: '2025-11-01',
    });
    expect(cases[1]).toMatchObject({
      legal_name: null,
      zip: '43207',
      naics_description: 'Limited-Service Restaurants, "Quick Service"',
      flsa_repeat_violator: 'R',
      child_labor_violations: 2,
      child_labor_minors: 1,
      source_year: 2025,
    });
    const companies = await tableRows(t.db(), 'companies', 'muns');
    expect(companies.map((c) => [c.name, c.dba_name])).toEqual([
      ['SMITH, JONES & CO., LLP', 'SMITH JONES CPAS'],
      ['TACO LOCO', null],
    ]);
  });

  it('imports the FMCSA census with dates in all three formats', async () => {
    const { files } = await ingest(['fmcsa_census.csv']);
    expect(files[0]).toMatchObject({ inserted: 3, rejected: 3 });
    expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
      '4: carrier outside the US (PHY_COUNTRY CA)',
      "5: DOT_NUMBER is not a USDOT number: '12-345'",
      "6: MCS150_DATE is not a date: '31-JUN-23'",
    ]);
    const carriers = await tableRows(t.db(), 'motor_carriers', 'source_key');
    expect(
      carriers.map((c) => [
        c.dot_number,
        c.mcs150_date,
        c.add_date,
        c.operations,
        c.hazmat,
        c.passenger,
      ]),
    ).toEqual([
      ['21800', '2024-01-15', '1998-03-15', 'AUTHORIZED_FOR_HIRE', 0, 0],
      [
        '2345678',
        '2019-08-05',
        '2019-08-05',
        'PRIVATE_PASSENGER_BUSINESS,OP_OTHER',
        0,
        1,
      ],
      // '0987654': a USDOT number is an integer.
      ['987654', '2024-06-30', '2001-02-14', 'PRIVATE_PROPERTY,US_MAIL', 1, 0],
    ]);
    expect(carriers[0]).toMatchObject({
      legal_name: 'HARBOR FREIGHT LINES, INC.',
      phy_address: '1200 N MAIN STREET',
      phy_zip: '43215',
      mailing_address: 'PO BOX 1200',
      mailing_zip: '43216',
      telephone: '6145550100',
      email: 'dispatch@harborfreightlines.com',
      mcs150_mileage: 1250000,
      power_units: 48,
      drivers: 52,
      source_year: 2024,
      as_of_date: '2024-01-15',
    });
    expect(carriers[1]!.dba_name).toBe('RRX, "THE FAST ONE"');
    expect(carriers[2]!.phy_zip).toBe('77020');
    const companies = await tableRows(t.db(), 'companies', 'muns');
    expect(companies.map((c) => [c.name, c.state, c.employees])).toEqual([
      ['HARBOR FREIGHT LINES, INC.', 'OH', 52],
      ['HARBOR FREIGHT LINES INC', 'TX', 7],
      ['ROADRUNNER EXPRESS LLC', 'TX', 4],
    ]);
  });
});
