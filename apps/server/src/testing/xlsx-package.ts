import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** A deflated zip entry, and the sizes its directory records declare. */
export interface ZipPart {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
  /** What the directory says the entry unpacks to: `size` unless it lies. */
  declaredSize: number;
}

/** Deflates text given in chunks, never holding the whole of it. */
export async function deflatePart(
  name: string,
  chunks: Iterable<string> | AsyncIterable<string>,
): Promise<ZipPart> {
  let crc = 0;
  let size = 0;
  const counted = async function* () {
    for await (const chunk of chunks) {
      const bytes = Buffer.from(chunk);
      crc = crc32(bytes, crc);
      size += bytes.length;
      yield bytes;
    }
  };
  const out: Buffer[] = [];
  for await (const piece of Readable.from(counted()).pipe(
    createDeflateRaw({ level: 9 }),
  )) {
    out.push(piece as Buffer);
  }
  return { name, deflated: Buffer.concat(out), crc, size, declaredSize: size };
}

function header(part: ZipPart, central: boolean, offset: number): Buffer {
  const name = Buffer.from(part.name);
  const fixed = Buffer.alloc(central ? 46 : 30);
  fixed.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
  const at = central ? 2 : 0; // the directory adds "version made by"
  if (central) fixed.writeUInt16LE(20, 4);
  fixed.writeUInt16LE(20, at + 4); // version needed
  fixed.writeUInt16LE(0x0800, at + 6); // UTF-8 names
  fixed.writeUInt16LE(8, at + 8); // deflate
  fixed.writeUInt16LE(0x21, at + 12); // 1980-01-01
  fixed.writeUInt32LE(part.crc, at + 14);
  fixed.writeUInt32LE(part.deflated.length, at + 18);
  fixed.writeUInt32LE(part.declaredSize, at + 22);
  fixed.writeUInt16LE(name.length, at + 26);
  if (central) fixed.writeUInt32LE(offset, 42);
  return Buffer.concat([fixed, name]);
}

/** A zip archive of deflated parts, with the sizes they declare. */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const local: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const head = header(part, false, 0);
    directory.push(header(part, true, offset));
    local.push(head, part.deflated);
    offset += head.length + part.deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directoryBytes, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;

const PACKAGE_RELS = `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK = `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Favorites" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const WORKBOOK_RELS = `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/**
 * An XLSX workbook of one sheet, its sheet data and shared strings given as
 * text chunks; `lie` changes what the directory declares.
 */
export async function xlsxPackage(
  sheetData: Iterable<string> | AsyncIterable<string>,
  sharedStrings: Iterable<string> | AsyncIterable<string>,
  lie: (part: ZipPart) => ZipPart = (part) => part,
): Promise<Buffer> {
  const sheet = async function* () {
    yield `${XML}<worksheet xmlns="${MAIN}"><sheetData>`;
    yield* sheetData;
    yield '</sheetData></worksheet>';
  };
  const strings = async function* () {
    yield `${XML}<sst xmlns="${MAIN}">`;
    yield* sharedStrings;
    yield '</sst>';
  };
  const parts = await Promise.all([
    deflatePart('[Content_Types].xml', [CONTENT_TYPES]),
    deflatePart('_rels/.rels', [PACKAGE_RELS]),
    deflatePart('xl/workbook.xml', [WORKBOOK]),
    deflatePart('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS]),
    deflatePart('xl/worksheets/sheet1.xml', sheet()),
    deflatePart('xl/sharedStrings.xml', strings()),
  ]);
  return zipOf(parts.map(lie));
}

const HEADER_ROW =
  '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>';
const STRINGS = ['Company', 'Address', 'State', 'Acme Roofing LLC']
  .map((text) => `<si><t>${text}</t></si>`)
  .join('');

/** Rows 2 to `rows` of a sheet, each naming Acme Roofing, in batches. */
function* acmeRows(rows: number): Generator<string> {
  yield HEADER_ROW;
  for (let start = 2; start <= rows; start += 1000) {
    let batch = '';
    for (let r = start; r < Math.min(start + 1000, rows + 1); r += 1) {
      batch += `<row r="${r}"><c r="A${r}" t="s"><v>3</v></c></row>`;
    }
    yield batch;
  }
}

/** A workbook of `rows` rows that packs to a few megabytes at most. */
export const manyRowsXlsx = (
  rows: number,
  lie?: (part: ZipPart) => ZipPart,
): Promise<Buffer> => xlsxPackage(acmeRows(rows), [STRINGS], lie);

/** Has the directory declare 4 KB for the part of that name. */
export const understating =
  (name: string) =>
  (part: ZipPart): ZipPart =>
    part.name === name ? { ...part, declaredSize: 4096 } : part;

/** A workbook whose one extra shared string is `chars` characters long. */
export function hugeStringXlsx(
  chars: number,
  lie?: (part: ZipPart) => ZipPart,
): Promise<Buffer> {
  const strings = function* () {
    yield `${STRINGS}<si><t>`;
    const block = 'A'.repeat(1024 * 1024);
    for (let left = chars; left > 0; left -= block.length) {
      yield left >= block.length ? block : block.slice(0, left);
    }
    yield '</t></si>';
  };
  const row = `<row r="2"><c r="A2" t="s"><v>3</v></c><c r="B2" t="s"><v>4</v></c></row>`;
  return xlsxPackage([HEADER_ROW, row], strings(), lie);
}
