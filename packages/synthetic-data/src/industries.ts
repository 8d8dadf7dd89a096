import { loadNaics, naicsTitle } from '@edge/reference-data';
import { Weighted } from './distributions';
import { SECTORS, type SectorSpec } from './industry-sectors';
import { LOCAL_SECTORS } from './industry-local';
import { SERVICE_SECTORS } from './industry-services';
import { typicalMaxEmployees } from './industry-sizes';

export interface Industry {
  naics: string;
  title: string;
  sector: SectorSpec;
  nouns: readonly string[];
  /** The largest firm the industry typically has. */
  maxEmployees: number;
}

/** No firm of the generated data is larger. */
export const MAX_EMPLOYEES = 150_000;

export interface IndustryTables {
  sectors: Weighted<Weighted<Industry>>;
  byCode: Map<string, Industry>;
}

export const ALL_SECTORS: readonly SectorSpec[] = [
  ...SECTORS,
  ...SERVICE_SECTORS,
  ...LOCAL_SECTORS,
];

export function loadIndustries(): IndustryTables {
  const data = loadNaics();
  const byCode = new Map<string, Industry>();
  const sectors = ALL_SECTORS.map((sector) => {
    const entries = sector.codes.map(([naics, weight, nouns]) => {
      const industry: Industry = {
        naics,
        title: naicsTitle(data, naics),
        sector,
        nouns: nouns.split('|'),
        maxEmployees: typicalMaxEmployees(naics) ?? MAX_EMPLOYEES,
      };
      byCode.set(naics, industry);
      return [industry, weight] as const;
    });
    return [new Weighted(entries), sector.weight] as const;
  });
  return { sectors: new Weighted(sectors), byCode };
}

// IRS-style aggregated principal business codes seen on Form 5500.
const AGGREGATED: ReadonlyArray<readonly [string, string]> = [
  ['5416', '541600'],
  ['611', '611000'],
  ['813', '813000'],
  ['2389', '238900'],
  ['5239', '523900'],
  ['3399', '339900'],
];

/** The BUSINESS_CODE a sponsor reports: usually its NAICS code. */
export function businessCode(naics: string, aggregate: boolean): string {
  if (!aggregate) return naics;
  const hit = AGGREGATED.find(([prefix]) => naics.startsWith(prefix));
  return hit ? hit[1] : naics;
}
