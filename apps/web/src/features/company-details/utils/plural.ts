import { formatCount } from '@edge/contracts';

/** '1 inspection', '1,234 inspections'. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
