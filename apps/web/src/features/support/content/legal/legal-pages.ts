import type { LegalPage } from '../help-types';
import { cookiesPage } from './cookies';
import { dmcaPage } from './dmca';
import { privacyPage } from './privacy';
import { termsPage } from './terms';

/** The footer's legal pages, in the footer's order. */
export const LEGAL_PAGES: readonly LegalPage[] = [
  termsPage,
  privacyPage,
  dmcaPage,
  cookiesPage,
];

export function findLegalPage(slug: string | undefined): LegalPage | undefined {
  return LEGAL_PAGES.find((page) => page.slug === slug);
}
