/** The criteria codes of a node: a sector range such as 31-33 is 31, 32, 33. */
export function criteriaCodesOf(code: string): string[] {
  const range = /^(\d{2})-(\d{2})$/.exec(code);
  if (!range) return [code];
  const codes: string[] = [];
  for (let n = Number(range[1]); n <= Number(range[2]); n++) {
    codes.push(String(n));
  }
  return codes;
}
