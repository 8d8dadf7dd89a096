import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js reads the metrics of the standard fonts from its own package.
const FONT_DATA = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** A run of text on a page, with the size it is printed at. */
export interface PdfRun {
  page: number;
  text: string;
  size: number;
}

/** Every run of text of a PDF, in the order of its pages. */
export async function pdfRunsOf(bytes: Uint8Array): Promise<PdfRun[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: FONT_DATA,
    isEvalSupported: false,
  }).promise;
  const runs: PdfRun[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const size = Math.round(Math.hypot(item.transform[0], item.transform[1]));
      runs.push({ page: n, text: item.str, size });
    }
  }
  await pdf.destroy();
  return runs;
}

/** The text of a whole PDF, runs joined by spaces, pages by new lines. */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const runs = await pdfRunsOf(bytes);
  const pages = new Map<number, string[]>();
  for (const run of runs)
    pages.set(run.page, [...(pages.get(run.page) ?? []), run.text]);
  return [...pages.values()].map((page) => page.join(' ')).join('\n');
}
