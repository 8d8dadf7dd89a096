import type { BlockRequest } from './block-request';
import type { ChunkSink } from './chunk-sink';
import { makeCompany, stateIndexOf, type CompanyInputs } from './company';
import type { GeneratorContext } from './context';
import { writeContacts } from './write-contacts';
import { writeFilings } from './write-filings';
import { writeFirmographics } from './write-firmographics';
import { writeFmcsa } from './write-fmcsa';
import { writeOsha } from './write-osha';
import { writeProperties } from './write-properties';
import { writeWc } from './write-wc';
import { writeWhd } from './write-whd';

// The rows of a block of companies [from, to). `serials` holds, per state,
// how many companies earlier blocks placed there (advanced here, on a copy).

export function generateBlock(
  ctx: GeneratorContext,
  { from, to, serials: start, twins }: BlockRequest,
  sink: ChunkSink,
): void {
  const serials = start.slice();
  const inputs: CompanyInputs = {
    seed: ctx.seed,
    geo: ctx.geo,
    industries: ctx.industries,
  };
  for (let index = from; index < to; index += 1) {
    const state = stateIndexOf(ctx.geo, ctx.seed, index);
    const serial = serials[state]!;
    serials[state] = serial + 1;
    const c = makeCompany(inputs, index, serial, twins[index - from]!);
    sink.zip(c.home.zip.zip);
    writeFilings(ctx, c, sink);
    writeOsha(ctx, c, sink);
    writeWhd(ctx, c, sink);
    writeFmcsa(ctx, c, sink);
    writeProperties(ctx, c, sink);
    writeWc(ctx, c, sink);
    writeContacts(ctx, c, sink);
    writeFirmographics(ctx, c, sink);
  }
}
