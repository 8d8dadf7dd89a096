import { geocodeZip } from '@edge/reference-data';
import { BrokerDirectory } from '../brokers';
import { loadGeography, type ZipInfo } from '../geography';
import { Rng } from '../prng';
import { companyOfRecord, readSample } from './sample';
import { SAMPLE_COMPANIES, SAMPLE_SEED } from './sample-setup';

// The brokers of the sample as the app counts them: one broker per grouping
// name of Schedule A Part 1 (the importer's brokerKey: upper case, no
// punctuation, '&' read as AND, trailing legal forms and a legal form cut by
// the 35-character field dropped), its clients the distinct companies whose
// filings name it.

const LEGAL_FORMS = new Set(
  'INC INCORPORATED LLC LLP LP LTD LIMITED CORP CORPORATION CO COMPANY PC PLLC PA PLC NA'.split(
    ' ',
  ),
);

/** The importer's broker identity of a typed name, upper case. */
export function brokerGroup(name: string): string {
  let text = name.trim();
  const cut = /^(.*[^\s,])[\s,]+([A-Za-z.]+)$/.exec(text);
  if (text.length >= 35 && cut) {
    const last = cut[2]!.replace(/\./g, '').toUpperCase();
    const partial = [...LEGAL_FORMS].some(
      (form) => form !== last && form.startsWith(last),
    );
    if (partial) text = cut[1]!;
  }
  const words = text
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/['’.]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ');
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1]!)) {
    words.pop();
  }
  return words.join(' ');
}

export interface Place {
  state: string;
  city: string;
  zip: string;
}

export interface BrokerBook {
  key: string;
  /** Company id -> where the company's filing says it is. */
  clients: Map<string, Place>;
  /** Office of each Part 1 row naming the broker, by client. */
  offices: Map<string, Place>;
}

const placeOf = (state = '', city = '', zip = ''): Place => ({
  state,
  city,
  zip: zip.slice(0, 5),
});

/** Every broker of the sample's two plan years, with its clients. */
export async function brokerBooks(): Promise<Map<string, BrokerBook>> {
  const companyOf = await companyOfRecord('f5500');
  const sponsors = new Map<string, Place>();
  for (const year of [2024, 2025]) {
    for (const row of await readSample(`f_5500_${year}_latest.csv`)) {
      sponsors.set(
        row.ACK_ID!,
        placeOf(
          row.SPONS_DFE_MAIL_US_STATE,
          row.SPONS_DFE_MAIL_US_CITY,
          row.SPONS_DFE_MAIL_US_ZIP,
        ),
      );
    }
  }
  const books = new Map<string, BrokerBook>();
  for (const year of [2024, 2025]) {
    for (const row of await readSample(`f_sch_a_part1_${year}_latest.csv`)) {
      const company = companyOf.get(row.ACK_ID!);
      const sponsor = sponsors.get(row.ACK_ID!);
      if (!company || !sponsor) continue;
      const key = brokerGroup(row.INS_BROKER_NAME!);
      let book = books.get(key);
      if (!book) {
        book = { key, clients: new Map(), offices: new Map() };
        books.set(key, book);
      }
      book.clients.set(company, sponsor);
      book.offices.set(
        company,
        placeOf(
          row.INS_BROKER_US_STATE,
          row.INS_BROKER_US_CITY,
          row.INS_BROKER_US_ZIP,
        ),
      );
    }
  }
  return books;
}

/** Great-circle distance in km between two ZIP centroids, or null. */
export function zipDistance(a: string, b: string): number | null {
  const p = geocodeZip(a);
  const lat1 = p?.latitude;
  const lon1 = p?.longitude;
  const q = geocodeZip(b);
  const lat2 = q?.latitude;
  const lon2 = q?.longitude;
  if (lat1 == null || lon1 == null || lat2 == null || lon2 == null) {
    return null;
  }
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) *
      Math.cos(lat2 * rad) *
      Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The generator's broker directory at a larger run: the sample's client
 * companies, each repeated to make `companies`, pick as many brokers as
 * they have in the sample from where they are. Clients per broker id.
 */
export function booksAt(books: readonly BrokerBook[], companies: number) {
  const geo = loadGeography(SAMPLE_SEED);
  const directory = new BrokerDirectory(geo);
  const zips = new Map<string, ZipInfo>();
  for (const state of geo.states) {
    for (const zip of state.zips) zips.set(zip.zip, zip);
  }
  const states = new Map(geo.states.map((s) => [s.info.abbr, s]));
  const brokersOf = new Map<string, number>();
  const whereIs = new Map<string, ZipInfo>();
  for (const book of books) {
    for (const [company, place] of book.clients) {
      brokersOf.set(company, (brokersOf.get(company) ?? 0) + 1);
      const zip = zips.get(place.zip);
      if (zip) whereIs.set(company, zip);
    }
  }
  const copies = Math.round(companies / SAMPLE_COMPANIES);
  const clients = new Map<number, number>();
  const rng = new Rng(SAMPLE_SEED, 0xb0c);
  for (const [company, zip] of whereIs) {
    const client = { state: states.get(zip.state)!, home: { zip } };
    for (let copy = 0; copy < copies; copy += 1) {
      const picked = new Set<number>();
      for (let k = 0; k < brokersOf.get(company)!; k += 1) {
        picked.add(directory.pick(client, rng).id);
      }
      for (const id of picked) clients.set(id, (clients.get(id) ?? 0) + 1);
    }
  }
  return { directory, clients };
}
