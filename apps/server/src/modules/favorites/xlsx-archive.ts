import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import {
  ImportFileError,
  tooLargeUnpacked,
  unreadable,
} from './import-file-error';

// What an XLSX may unpack to (docs/security.md). A 5,000-row list is a few
// megabytes of XML. The directory may declare room for other sheets and
// media, but what is read (workbook, shared strings, sheets up to the first
// with rows) inflates to `readBytes` at most: about a second of parsing.
// A zip bomb is refused from its directory before anything inflates.
export const XLSX_LIMITS = {
  entries: 2_000,
  declaredBytes: 64 * 1024 * 1024,
  readBytes: 16 * 1024 * 1024,
} as const;

/** The parts of an XLSX, each inflated on demand within a byte cap. */
export interface XlsxArchive {
  has(name: string): boolean;
  /** The part's text in chunks; refused past `maxBytes` unpacked. */
  text(name: string, maxBytes: number): AsyncGenerator<string>;
  close(): void;
}

async function openZip(file: Buffer): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.fromBufferPromise(file, {
      lazyEntries: true,
      autoClose: false,
    });
  } catch {
    throw unreadable();
  }
}

// Every entry's name and declared size, from the central directory alone.
async function directoryOf(zip: yauzl.ZipFile) {
  if (zip.entryCount > XLSX_LIMITS.entries) throw tooLargeUnpacked();
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
    }
  } catch {
    throw unreadable();
  }
  if (total > XLSX_LIMITS.declaredBytes) throw tooLargeUnpacked();
  return entries;
}

/** Bytes inflated so far, for one part and for the whole archive. */
class InflateBudget {
  private read = 0;

  take(bytes: number): void {
    this.read += bytes;
    if (this.read > XLSX_LIMITS.readBytes) throw tooLargeUnpacked();
  }
}

// Counts what really inflates: yauzl also stops an entry at its declared
// size, so a directory that understates a part is refused as corrupt.
async function* inflatedText(
  stream: Readable,
  maxBytes: number,
  budget: InflateBudget,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  try {
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > maxBytes) throw tooLargeUnpacked();
      budget.take((chunk as Buffer).length);
      yield decoder.decode(chunk as Buffer, { stream: true });
    }
    yield decoder.decode();
  } finally {
    stream.destroy();
  }
}

/** Opens an XLSX (a zip) after checking its directory against the caps. */
export async function openXlsxArchive(file: Buffer): Promise<XlsxArchive> {
  const zip = await openZip(file);
  const entries = await directoryOf(zip).catch((error: unknown) => {
    zip.close();
    throw error;
  });
  const budget = new InflateBudget();
  return {
    has: (name) => entries.has(name),
    async *text(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) throw unreadable();
      if (entry.uncompressedSize > maxBytes) throw tooLargeUnpacked();
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw unreadable();
      }
      try {
        yield* inflatedText(stream, maxBytes, budget);
      } catch (error) {
        throw error instanceof ImportFileError ? error : unreadable();
      }
    },
    close: () => zip.close(),
  };
}
