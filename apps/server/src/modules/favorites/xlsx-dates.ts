import type { XlsxArchive } from './xlsx-archive';
import { readXml } from './xml-events';

// Styles hold a few thousand formats at most.
const STYLES_BYTES = 4 * 1024 * 1024;

// Excel's built-in date and time formats (ECMA-376 §18.8.30).
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47,
]);

// A custom format is a date when it has a day, month, year, hour or second
// code outside its quoted text and [colour] or [$-locale] sections.
const isDateFormat = (code: string) =>
  /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/** The indexes of the cell styles that show a number as a date. */
export async function dateStylesOf(
  archive: XlsxArchive,
  path: string | undefined,
): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!path) return dates;
  const customDates = new Set<number>();
  let isCellStyles = false;
  let index = 0;
  await readXml(archive.text(path, STYLES_BYTES), {
    open(name, attributes) {
      const id = Number(attributes.numFmtId);
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? '')) {
        customDates.add(id);
      } else if (name === 'cellXfs') {
        isCellStyles = true;
      } else if (name === 'xf' && isCellStyles) {
        if (BUILT_IN_DATES.has(id) || customDates.has(id)) dates.add(index);
        index += 1;
      }
    },
    close(name) {
      if (name === 'cellXfs') isCellStyles = false;
    },
  });
  return dates;
}

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A date cell's serial number as 2024-03-05, or 2024-03-05 14:30:00. */
export function dateText(serial: number, is1904: boolean): string {
  const ms = Math.round(serial * DAY_MS) + (is1904 ? EPOCH_1904 : EPOCH_1900);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return String(serial);
  const iso = date.toISOString();
  return ms % DAY_MS === 0
    ? iso.slice(0, 10)
    : iso.slice(0, 19).replace('T', ' ');
}
