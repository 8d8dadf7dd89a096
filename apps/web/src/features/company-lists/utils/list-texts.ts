import type { CompanyList } from '@edge/contracts';

const people = (n: number) => `${n} ${n === 1 ? 'colleague' : 'colleagues'}`;

/** Whose the list is and who else has it, in a line. */
export function describeAccess(list: CompanyList): string {
  if (list.access === 'owner') {
    return list.shares.length === 0
      ? 'Only you'
      : `Yours, shared with ${people(list.shares.length)}`;
  }
  const can = list.access === 'edit' ? 'you can edit' : 'you can read';
  return `Shared by ${list.owner.name}: ${can}`;
}
