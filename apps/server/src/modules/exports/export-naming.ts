import type { TableExport } from '@edge/contracts';

const FORMAT_WORDS = { csv: 'CSV', xlsx: 'Excel' } as const;
// What a file holds, by column set: in Export Type, in the file name.
const CONTENT_WORDS = {
  shown: ['Company List', 'Companies'],
  profile: ['Company Profiles', 'Profiles'],
  crm: ['CRM Import', 'CRM'],
} as const;

const contentOf = (request: TableExport) =>
  request.kind === 'favorites' && request.columns === 'shown'
    ? (['Favorites', 'Favorites'] as const)
    : CONTENT_WORDS[request.columns];

/** SPEC §2's Export Type column: what was exported, in which format. */
export function reportTypeOf(request: TableExport): string {
  const [words] = contentOf(request);
  const from = request.kind === 'favorites' && request.columns !== 'shown';
  const type = from ? `Favorites ${words}` : words;
  if (request.columns === 'crm') return type;
  return `${type} ${FORMAT_WORDS[request.format]}`;
}

/** The extension of an export's file: a CRM import is a zip of CSVs. */
export const extensionOf = (request: TableExport): string =>
  request.columns === 'crm' ? 'zip' : request.format;

/** The time of a request in a file name: 20261127-1005 (UTC). */
export function fileStamp(at: Date): string {
  return at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
}

/** The name the file downloads as: module, content and the time of the request. */
export function fileNameOf(request: TableExport, at: Date): string {
  const [, content] = contentOf(request);
  const from = request.kind === 'favorites' && request.columns !== 'shown';
  const name = from ? `Favorites-${content}` : content;
  return `Edge-${request.module.toUpperCase()}-${name}-${fileStamp(at)}.${extensionOf(request)}`;
}
