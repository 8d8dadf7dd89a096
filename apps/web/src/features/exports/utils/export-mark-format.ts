import type { ExportMark } from '@edge/contracts';

// SPEC §9 dates, M/D/YYYY, of the day in the user's time zone.
function localDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

const NO_BREAK = '\u00a0';

/**
 * 'Exported 3/4/2026 by J. Smith'; a narrow column breaks it after the
 * date only, never inside 'by J. Smith'.
 */
export function exportMarkText(mark: ExportMark): string {
  const by = `by ${mark.exported_by}`.replace(/ /g, NO_BREAK);
  return `Exported ${localDate(mark.exported_at)} ${by}`;
}

/** The mark's longer explanation, for its tooltip. */
export function exportMarkTitle(mark: ExportMark): string {
  return `${mark.exported_by}, of your account, exported this company on ${localDate(mark.exported_at)}: check with them before you work this lead.`;
}
