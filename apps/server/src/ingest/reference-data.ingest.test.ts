import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { fixture, rejectsIn } from '../testing/dataset-files/index';

describeEachDialect('hazard and crime reference data import', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const ingest = (names: string[]) => t.ingest(names.map(fixture));

  it('imports NRI counties with the exact rating words only', async () => {
    const { files } = await ingest(['NRI_Table_Counties.csv']);
    expect(files[0]).toMatchObject({
      dataset: 'nri_counties',
      inserted: 3,
      rejected: 2,
    });
    expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
      "5: TRND_RISKR is not an NRI rating: 'Relatively high'",
      "6: STCOFIPS is not a county FIPS code: 'ABCDE'",
    ]);
    const counties = await tableRows(t.db(), 'hazard_counties', 'source_key');
    // '6037' lost its leading zero.
    expect(counties.map((c) => [c.source_key, c.state, c.county])).toEqual([
      ['06037', 'CA', 'Los Angeles'],
      ['23005', 'ME', 'Cumberland'],
      ['39049', 'OH', 'Franklin'],
    ]);
    expect(counties[2]).toMatchObject({
      muns: null,
      risk_score: 95.67,
      risk_rating: 'Relatively High',
      eal_score: 96.1,
      eal_rating: 'Relatively High',
      nri_version: 'March 2023',
      cfld_score: null,
      cfld_rating: 'Not Applicable',
      rfld_score: 90.2,
      rfld_rating: 'Relatively High',
      trnd_score: 93.3,
      wfir_rating: 'Very Low',
      hrcn_rating: 'Not Applicable',
      erqk_score: 40.2,
      lnds_rating: 'Very Low',
      swnd_rating: 'Relatively Moderate',
      hail_score: 88.4,
    });
    expect(counties[1]).toMatchObject({
      lnds_score: 0,
      lnds_rating: 'No Rating',
      wfir_score: null,
      wfir_rating: 'Insufficient Data',
    });
  });

  it('imports crime scores by ZIP from a file with a byte-order mark', async () => {
    const { files } = await ingest(['crime_scores.csv']);
    expect(files[0]).toMatchObject({
      dataset: 'crime_scores',
      inserted: 3,
      rejected: 2,
    });
    expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
      "5: ZIP is not a ZIP code: 'ABCDE'",
      "6: CRIME_INDEX is not a number: 'high'",
    ]);
    const scores = await tableRows(t.db(), 'crime_scores', 'source_key');
    expect(
      scores.map((s) => [s.source_key, s.county_fips, s.crime_index]),
    ).toEqual([
      ['04101', '23005', 88.5],
      ['43215', '39049', 142],
      ['90012', '06037', 171],
    ]);
    expect(scores[1]).toMatchObject({
      muns: null,
      state: 'OH',
      violent_crime_index: 155,
      property_crime_index: 138,
      crime_rating: 'High',
      source_year: 2024,
      as_of_date: '2025-06-30',
    });
  });
});
