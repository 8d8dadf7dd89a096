import type { ExportRequest } from '@edge/contracts';

const FORMAT_WORDS = { csv: 'CSV', xlsx: 'Excel' } as const;

/** SPEC §2's Export Type column: what was exported, in which format. */
export function reportTypeOf(request: ExportRequest): string {
  return `Company List ${FORMAT_WORDS[request.format]}`;
}

/** The name the file downloads as: module, content and the time of the request. */
export function fileNameOf(request: ExportRequest, at: Date): string {
  const stamp = at
    .toISOString()
    .slice(0, 16)
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `Edge-${request.module.toUpperCase()}-Companies-${stamp}.${request.format}`;
}
