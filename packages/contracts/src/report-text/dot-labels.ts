// FMCSA carrier operation codes (census file), in words.
const OPERATIONS: Record<string, string> = {
  A: 'Interstate',
  B: 'Intrastate hazmat',
  C: 'Intrastate non-hazmat',
};

/** 'Interstate' for A; an unknown code as it is. */
export function carrierOperationLabel(code: string | null): string {
  if (!code) return '';
  return OPERATIONS[code.toUpperCase()] ?? code;
}
