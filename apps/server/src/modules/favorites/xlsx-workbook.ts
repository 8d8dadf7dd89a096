import { posix } from 'node:path';
import type { XlsxArchive } from './xlsx-archive';
import { readXml } from './xml-events';

// Caps on the parts read whole: the workbook and its relationships are
// small; shared strings stay in memory while a sheet streams.
const PACKAGE_PART_BYTES = 4 * 1024 * 1024;
export const SHARED_STRINGS_BYTES = 8 * 1024 * 1024;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

interface Relationship {
  type: string;
  path: string;
}

/** The worksheets in workbook order, and the parts their cells refer to. */
export interface WorkbookParts {
  sheets: string[];
  sharedStrings: string | undefined;
  styles: string | undefined;
  // Dates count from 1904 (old Mac workbooks), not from 1900.
  is1904: boolean;
}

// A target is relative to xl/, or absolute from the package root.
const partPath = (target: string) =>
  target.startsWith('/')
    ? target.slice(1)
    : posix.normalize(posix.join('xl', target));

// <sheet r:id="rId1">: the relationships prefix may be any name.
const relationshipId = (attributes: Record<string, string>) =>
  Object.entries(attributes).find(([name]) => name.endsWith(':id'))?.[1];

async function relationshipsOf(
  archive: XlsxArchive,
): Promise<Map<string, Relationship>> {
  const relationships = new Map<string, Relationship>();
  await readXml(archive.text(WORKBOOK_RELS, PACKAGE_PART_BYTES), {
    open(name, attributes) {
      const { Id: id, Type: type = '', Target: target } = attributes;
      if (name === 'Relationship' && id && target) {
        relationships.set(id, { type, path: partPath(target) });
      }
    },
  });
  return relationships;
}

/** Finds the worksheets, in the order the workbook lists them. */
export async function workbookPartsOf(
  archive: XlsxArchive,
): Promise<WorkbookParts> {
  const relationships = await relationshipsOf(archive);
  const sheets: string[] = [];
  let is1904 = false;
  await readXml(archive.text(WORKBOOK, PACKAGE_PART_BYTES), {
    open(name, attributes) {
      if (name === 'workbookPr') {
        is1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      }
      if (name !== 'sheet') return;
      const target = relationships.get(relationshipId(attributes) ?? '');
      if (target?.type.endsWith('/worksheet') && archive.has(target.path)) {
        sheets.push(target.path);
      }
    },
  });
  const partOf = (type: string) =>
    [...relationships.values()].find(
      (r) => r.type.endsWith(type) && archive.has(r.path),
    )?.path;
  return {
    sheets,
    sharedStrings: partOf('/sharedStrings'),
    styles: partOf('/styles'),
    is1904,
  };
}

/** The shared strings, rich text runs joined, phonetic hints left out. */
export async function sharedStringsOf(
  archive: XlsxArchive,
  path: string | undefined,
): Promise<string[]> {
  const strings: string[] = [];
  if (!path) return strings;
  let current = '';
  let isPhonetic = false;
  let isText = false;
  await readXml(archive.text(path, SHARED_STRINGS_BYTES), {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') isPhonetic = true;
      else if (name === 't') isText = !isPhonetic;
    },
    text(text) {
      if (isText) current += text;
    },
    close(name) {
      if (name === 't') isText = false;
      else if (name === 'rPh') isPhonetic = false;
      else if (name === 'si') strings.push(current);
    },
  });
  return strings;
}
