import { paths } from '../../../config/paths';

export interface DetailPage {
  label: string;
  href: string;
}

type DetailPageOf = (muns: string) => DetailPage;

const osha: DetailPageOf = (muns) => ({
  label: 'OSHA inspections',
  href: paths.oshaDetails(muns),
});
const oshaViolations: DetailPageOf = (muns) => ({
  label: 'OSHA violations',
  href: paths.oshaViolations(muns),
});
const whd: DetailPageOf = (muns) => ({
  label: 'Wage and hour cases',
  href: paths.whdDetails(muns),
});
const dot: DetailPageOf = (muns) => ({
  label: 'DOT details',
  href: paths.dotDetails(muns),
});

// SPEC §2: the details pages there are; other events are on the dashboard.
const PAGE_OF_TYPE: Record<string, DetailPageOf> = {
  osha_inspection: osha,
  osha_violation: oshaViolations,
  whd_case: whd,
  motor_carrier_new: dot,
  motor_carrier_changed: dot,
  dot_renewal_reminder: dot,
};

/** The details page that shows an event's records, if there is one. */
export function detailPageOf(type: string, muns: string): DetailPage | null {
  return PAGE_OF_TYPE[type]?.(muns) ?? null;
}

/** The details pages of a company's events, each once, in a fixed order. */
export function detailPagesOf(
  types: readonly string[],
  muns: string,
): DetailPage[] {
  const pages = new Map<string, DetailPage>();
  for (const type of Object.keys(PAGE_OF_TYPE)) {
    const page = types.includes(type) ? detailPageOf(type, muns) : null;
    if (page) pages.set(page.href, page);
  }
  return [...pages.values()];
}
