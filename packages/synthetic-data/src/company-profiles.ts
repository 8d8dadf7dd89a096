import { blockRequests } from './block-requests';
import { ChunkSink, type TruthDataset } from './chunk-sink';
import { makeCompany, stateIndexOf, type CompanyInputs } from './company';
import { generateBlock } from './company-rows';
import { createContext } from './context';
import { FILE } from './files';
import { withSuffix } from './name-variants';

// The first companies of a data set as the generator knows them, without
// writing files: a peer that needs "the demo's companies" (the partner
// sandbox's AMS accounts) reads them here. Companies are drawn in index
// order from the seed alone, so the first N are the same whatever the size
// of the data set.

/** A record of the generated files that belongs to a company (truth.csv). */
export interface CompanyRecordKey {
  dataset: TruthDataset;
  key: string;
}

export interface CompanyProfile {
  /** The generator's company id ("G0000001"), as truth.csv names it. */
  id: string;
  /** Legal name: "SMITH PLUMBING INC". */
  name: string;
  dba: string;
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  /** Ten digits. */
  phone: string;
  ein: string;
  domain: string;
  /** The rows the data set's files hold for this company. */
  records: CompanyRecordKey[];
}

function recordsByCompany(lines: readonly string[]) {
  const byCompany = new Map<string, CompanyRecordKey[]>();
  for (const line of lines) {
    const [dataset, key, companyId] = line.trimEnd().split(',');
    const list = byCompany.get(companyId!) ?? [];
    list.push({ dataset: dataset as TruthDataset, key: key! });
    byCompany.set(companyId!, list);
  }
  return byCompany;
}

/** The first `count` companies of the data set of `seed`. */
export function companyProfiles(seed: number, count: number): CompanyProfile[] {
  const ctx = createContext(seed);
  const inputs: CompanyInputs = {
    seed,
    geo: ctx.geo,
    industries: ctx.industries,
  };
  const profiles: CompanyProfile[] = [];
  for (const request of blockRequests(ctx, count)) {
    const sink = new ChunkSink();
    generateBlock(ctx, request, sink);
    const records = recordsByCompany(sink.lines[FILE.truth]!);
    const serials = request.serials.slice();
    for (let index = request.from; index < request.to; index += 1) {
      const state = stateIndexOf(ctx.geo, seed, index);
      const serial = serials[state]!;
      serials[state] = serial + 1;
      const c = makeCompany(
        inputs,
        index,
        serial,
        request.twins[index - request.from]!,
      );
      profiles.push({
        id: c.id,
        name: withSuffix(c.base, c.suffix, 'plain'),
        dba: c.dba,
        street: c.home.street,
        unit: c.home.unit,
        city: c.home.zip.city,
        state: c.home.zip.state,
        zip: c.home.zip.zip,
        phone: c.phone,
        ein: c.ein,
        domain: c.domain,
        records: records.get(c.id) ?? [],
      });
    }
  }
  return profiles;
}
