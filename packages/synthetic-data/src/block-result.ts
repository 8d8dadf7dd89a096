import { ChunkSink } from './chunk-sink';
import { generateBlock } from './company-rows';
import type { BlockRequest } from './block-request';
import type { GeneratorContext } from './context';

// A generated block of companies, encoded per output file (UTF-8), ready to
// be written in block order or moved between threads without copying.

export interface BlockResult {
  block: number;
  chunks: Uint8Array[];
  counts: number[];
  zips: string[];
}

const encoder = new TextEncoder();

export function runBlock(
  ctx: GeneratorContext,
  request: BlockRequest,
): BlockResult {
  const sink = new ChunkSink();
  generateBlock(ctx, request, sink);
  return {
    block: request.block,
    chunks: sink.lines.map((lines) => encoder.encode(lines.join(''))),
    counts: sink.counts,
    zips: [...sink.zips],
  };
}
