import type { ReactNode } from 'react';

/** A results table column; `sortField` makes its header sort the search. */
export interface ResultColumn<H> {
  key: string;
  label: string;
  sortField?: string;
  /** Numbers and dates: right-aligned, and sorted high to low first. */
  isNumeric?: boolean;
  /** Long text is cut to this width with an ellipsis; the full text shows on hover. */
  maxWidth?: number;
  render: (hit: H) => ReactNode;
  /** The full text, for cut cells. */
  textOf?: (hit: H) => string | null;
}
