// SPEC §9: areas of an acre or more read in acres.
export const SQFT_PER_ACRE = 43_560;

const squareFeet = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
});
const acres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 12,000 sq ft; 2.3 acres from 43,560 sq ft up; empty for no value. */
export function formatArea(sqft: number | null | undefined): string {
  if (sqft === null || sqft === undefined) return '';
  if (sqft < SQFT_PER_ACRE) return `${squareFeet.format(sqft)} sq ft`;
  const text = acres.format(sqft / SQFT_PER_ACRE);
  return `${text} ${text === '1' ? 'acre' : 'acres'}`;
}
