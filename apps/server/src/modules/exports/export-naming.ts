import type { ResultsExport } from '@edge/contracts';

const FORMAT_WORDS = { csv: 'CSV', xlsx: 'Excel' } as const;
const CONTENT_WORDS = {
  shown: ['Company List', 'Companies'],
  profile: ['Company Profiles', 'Profiles'],
  crm: ['CRM Import', 'CRM'],
} as const;

/** SPEC §2's Export Type column: what was exported, in which format. */
export function reportTypeOf(request: ResultsExport): string {
  if (request.columns === 'crm') return CONTENT_WORDS.crm[0];
  return `${CONTENT_WORDS[request.columns][0]} ${FORMAT_WORDS[request.format]}`;
}

/** The extension of an export's file: a CRM import is a zip of CSVs. */
export const extensionOf = (request: ResultsExport): string =>
  request.columns === 'crm' ? 'zip' : request.format;

/** The time of a request in a file name: 20261127-1005 (UTC). */
export function fileStamp(at: Date): string {
  return at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
}

/** The name the file downloads as: module, content and the time of the request. */
export function fileNameOf(request: ResultsExport, at: Date): string {
  const content = CONTENT_WORDS[request.columns][1];
  return `Edge-${request.module.toUpperCase()}-${content}-${fileStamp(at)}.${extensionOf(request)}`;
}
