import type { ReactNode } from 'react';

/**
 * What the screen puts beside a company in the results (its favorite
 * star): at the end of each table row and in the detail view's header.
 */
export type RenderCompanyActions = (company: {
  muns: string;
  entity_name: string;
}) => ReactNode;
