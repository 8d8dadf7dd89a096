import { Dictionary } from './dictionary';
import { GrowableInt32 } from './growable';
import type {
  BrokerLinkRow,
  BrokerRow,
  CarrierLinkRow,
  ProjectionRow,
  ScoreRow,
} from './projection-row';
import { FLAG, NO_SCORE, type SearchIndex } from './search-index';
import { MunsColumn } from './muns-column';
import { TokenIndex } from './tokens';
import {
  dayOf,
  fixedCoordinate,
  NO_COORDINATE,
  monthOf,
  naicsNumber,
  numberOr,
  stateIndexOf,
  zipNumber,
} from './values';

type Columns = Omit<
  SearchIndex,
  'version' | 'carriers' | 'brokerLinks' | 'brokers'
>;

function allocate(size: number): Columns {
  const int = () => new Int32Array(size).fill(-1);
  const num = () => new Float64Array(size).fill(Number.NaN);
  const short = () => new Int16Array(size).fill(-1);
  const coordinates = () => new Int32Array(size).fill(NO_COORDINATE);
  return {
    size: 0,
    muns: new MunsColumn(size),
    state: new Uint8Array(size),
    county: short(),
    zip: int(),
    naics: int(),
    employees: int(),
    revenue: num(),
    latitude: coordinates(),
    longitude: coordinates(),
    addressStates: new Uint32Array(size * 2),
    activityDay: int(),
    oshaInspections: new Int32Array(size),
    oshaViolations: new Int32Array(size),
    oshaPenalties: new Float64Array(size),
    whdCases: new Int32Array(size),
    whdBackWages: new Float64Array(size),
    dotPowerUnits: int(),
    dotYear: new Int16Array(size),
    propertyYearBuilt: new Int16Array(size),
    hazard: new Uint8Array(size * 5),
    flags: new Uint8Array(size),
    wcCarrier: short(),
    wcExpirationDay: int(),
    wcExpirationMonth: new Uint8Array(size),
    wcExperienceMod: num(),
    ebScopes: new Uint8Array(size),
    planYear: new Int16Array(size),
    participants: int(),
    renewalMonths: new Uint16Array(size),
    premium: num(),
    lobMask: new Int32Array(size),
    commission: num(),
    planCount: short(),
    funding: new Uint8Array(size),
    carrierChangeFrom: new Int16Array(size),
    brokerChangeFrom: new Int16Array(size),
    opportunityPc: new Uint8Array(size).fill(NO_SCORE),
    opportunityEb: new Uint8Array(size).fill(NO_SCORE),
    newestContractYear: 0,
    city: int(),
    industry: short(),
    topCarrier: int(),
    topBroker: int(),
    counties: new Dictionary(),
    cities: new Dictionary(),
    industries: new Dictionary(),
    wcCarriers: new Dictionary(),
    carrierNames: new Dictionary(),
    brokerNames: new Dictionary(),
    brokerTexts: new Dictionary(),
    names: new TokenIndex(),
    websites: new TokenIndex(),
    lobOther: new TokenIndex(),
  };
}

const INT16_MAX = 0x7fff;

// A website's own words: 'www.acme-tools.com' gives 'acme tools'.
const websiteWords = (website: string | null) =>
  website
    ?.toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\.[a-z]+(\/.*)?$/, '') ?? null;

/**
 * Builds a SearchIndex from projection rows given in name order, each with
 * its carrier and broker rows.
 */
export class IndexBuilder {
  private readonly c: Columns;
  private readonly carrierStart = new GrowableInt32();
  private readonly carrierRaw = new GrowableInt32();
  private readonly carrierNorm = new GrowableInt32();
  private readonly brokerStart = new GrowableInt32();
  private readonly link = {
    broker: new GrowableInt32(),
    name: new GrowableInt32(),
    normalized: new GrowableInt32(),
    address: new GrowableInt32(),
    city: new GrowableInt32(),
    state: new GrowableInt32(),
    zip: new GrowableInt32(),
    county: new GrowableInt32(),
  };
  private readonly msid = new Dictionary();

  constructor(private readonly capacity: number) {
    this.c = allocate(capacity);
  }

  add(
    row: ProjectionRow,
    carriers: readonly CarrierLinkRow[],
    brokers: readonly BrokerLinkRow[],
    score: ScoreRow | null = null,
  ): void {
    const c = this.c;
    const r = c.size;
    if (r >= this.capacity) throw new Error('More rows than announced');
    c.size++;
    c.muns.push(row.muns);
    this.addPlace(r, row);
    c.naics[r] = naicsNumber(row.naics);
    c.employees[r] = numberOr(row.employees, -1);
    c.revenue[r] = numberOr(row.revenue, Number.NaN);
    c.activityDay[r] = dayOf(row.activity_date);
    this.addCommercial(r, row);
    this.addBenefits(r, row);
    c.city[r] = c.cities.idOf(row.city);
    c.industry[r] = c.industries.idOf(row.industry);
    c.names.add(r, `${row.name} ${row.dba_name ?? ''}`);
    c.websites.add(r, websiteWords(row.website));
    c.lobOther.add(r, row.lob_other_text);
    this.addCarriers(carriers);
    this.addBrokers(brokers);
    c.opportunityPc[r] = score?.pc ?? NO_SCORE;
    c.opportunityEb[r] = score?.eb ?? NO_SCORE;
  }

  private addPlace(r: number, row: ProjectionRow) {
    const c = this.c;
    c.state[r] = stateIndexOf(row.state);
    c.county[r] = c.counties.idOf(row.county_fips);
    c.zip[r] = zipNumber(row.zip);
    c.latitude[r] = fixedCoordinate(row.latitude);
    c.longitude[r] = fixedCoordinate(row.longitude);
    for (const code of (row.address_states ?? '').split(',')) {
      const s = stateIndexOf(code.trim());
      if (s !== 255) c.addressStates[r * 2 + (s >> 5)]! |= 1 << (s & 31);
    }
    const own = c.state[r]!;
    if (own !== 255) c.addressStates[r * 2 + (own >> 5)]! |= 1 << (own & 31);
  }

  private addCommercial(r: number, row: ProjectionRow) {
    const c = this.c;
    c.oshaInspections[r] = numberOr(row.osha_inspections, 0);
    c.oshaViolations[r] = numberOr(row.osha_violations, 0);
    c.oshaPenalties[r] = numberOr(row.osha_penalties, 0);
    c.whdCases[r] = numberOr(row.whd_cases, 0);
    c.whdBackWages[r] = numberOr(row.whd_back_wages, 0);
    c.dotPowerUnits[r] = numberOr(row.dot_power_units, -1);
    c.dotYear[r] = numberOr(row.dot_mcs150_year, 0);
    c.propertyYearBuilt[r] = numberOr(row.property_year_built, 0);
    const levels = [
      row.flood_level,
      row.fire_level,
      row.wind_level,
      row.ground_level,
      row.crime_level,
    ];
    levels.forEach((level, k) => (c.hazard[r * 5 + k] = numberOr(level, 0)));
    let flags = 0;
    if (row.dot_number) flags |= FLAG.dot;
    if (numberOr(row.dot_hazmat, 0) > 0) flags |= FLAG.hazmat;
    if (row.wc_carrier || row.wc_expiration_date) flags |= FLAG.wc;
    if (numberOr(row.self_funded, 0) > 0) flags |= FLAG.selfFunded;
    c.flags[r] = flags;
    c.wcCarrier[r] = c.wcCarriers.idOf(row.wc_carrier);
    c.wcExpirationDay[r] = dayOf(row.wc_expiration_date);
    c.wcExpirationMonth[r] = monthOf(row.wc_expiration_date);
    c.wcExperienceMod[r] = numberOr(row.wc_experience_mod, Number.NaN);
  }

  private addBenefits(r: number, row: ProjectionRow) {
    const c = this.c;
    c.ebScopes[r] = numberOr(row.eb_scopes, 0);
    c.planYear[r] = numberOr(row.plan_year, 0);
    c.participants[r] = numberOr(row.participants, -1);
    c.renewalMonths[r] = numberOr(row.renewal_months, 0);
    c.premium[r] = numberOr(row.premium, Number.NaN);
    c.lobMask[r] = numberOr(row.lob_mask, 0);
    c.commission[r] = numberOr(row.commission, Number.NaN);
    c.planCount[r] = Math.min(numberOr(row.plan_count, -1), INT16_MAX);
    c.funding[r] = numberOr(row.funding, 0);
    c.carrierChangeFrom[r] = numberOr(row.carrier_change_from, 0);
    c.brokerChangeFrom[r] = numberOr(row.broker_change_from, 0);
    c.newestContractYear = Math.max(
      c.newestContractYear,
      numberOr(row.contract_year, 0),
    );
    c.topCarrier[r] = c.carrierNames.idOf(row.carrier);
    c.topBroker[r] = c.brokerNames.idOf(row.broker);
  }

  private addCarriers(carriers: readonly CarrierLinkRow[]) {
    this.carrierStart.push(this.carrierRaw.length);
    for (const carrier of carriers) {
      this.carrierRaw.push(this.c.carrierNames.idOf(carrier.carrier_name));
      this.carrierNorm.push(
        this.c.carrierNames.idOf(carrier.carrier_name_normalized),
      );
    }
  }

  private addBrokers(brokers: readonly BrokerLinkRow[]) {
    const { link, c } = this;
    this.brokerStart.push(link.broker.length);
    for (const b of brokers) {
      link.broker.push(this.msid.idOf(b.msid));
      link.name.push(c.brokerNames.idOf(b.broker_name));
      link.normalized.push(c.brokerNames.idOf(b.broker_name_normalized));
      link.address.push(c.brokerTexts.idOf(b.address?.toLowerCase()));
      link.city.push(c.brokerTexts.idOf(b.city?.toLowerCase()));
      link.state.push(stateIndexOf(b.state));
      link.zip.push(zipNumber(b.zip));
      link.county.push(c.counties.idOf(b.county_fips));
    }
  }

  finish(version: string, brokerRows: readonly BrokerRow[]): SearchIndex {
    const c = this.c;
    // Their ids live in 16-bit columns: fail loudly rather than wrap.
    for (const [name, dictionary] of [
      ['counties', c.counties],
      ['industries', c.industries],
      ['workers comp carriers', c.wcCarriers],
    ] as const) {
      if (dictionary.size > INT16_MAX) {
        throw new Error(`Too many ${name} for the search index`);
      }
    }
    this.carrierStart.push(this.carrierRaw.length);
    this.brokerStart.push(this.link.broker.length);
    for (const row of brokerRows) this.msid.idOf(row.msid);
    const clients = new Int32Array(this.msid.size);
    const names: string[] = [];
    for (const row of brokerRows) {
      const id = this.msid.find(row.msid);
      clients[id] = numberOr(row.client_count, 0);
      names[id] = row.name_normalized ?? row.name;
    }
    for (const dictionary of [
      c.cities,
      c.industries,
      c.carrierNames,
      c.brokerNames,
    ]) {
      dictionary.seal();
    }
    for (const tokens of [c.names, c.websites, c.lobOther]) tokens.seal();
    const link = this.link;
    return {
      ...c,
      version,
      carriers: {
        start: this.carrierStart.toArray(),
        raw: this.carrierRaw.toArray(),
        normalized: this.carrierNorm.toArray(),
      },
      brokerLinks: {
        start: this.brokerStart.toArray(),
        broker: link.broker.toArray(),
        name: link.name.toArray(),
        normalized: link.normalized.toArray(),
        address: link.address.toArray(),
        city: link.city.toArray(),
        state: Uint8Array.from(link.state.toArray()),
        zip: link.zip.toArray(),
        county: link.county.toArray(),
      },
      brokers: { msid: this.msid, name: names, clients },
    };
  }
}
