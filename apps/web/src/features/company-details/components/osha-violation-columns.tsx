import type { OshaViolation, OshaViolationSortField } from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import { violationTypeLabel } from '../utils/code-labels';
import type { DetailsColumn } from './details-table';
import { activityNrColumn, penaltyColumns } from './osha-columns';

type Column = DetailsColumn<OshaViolation, OshaViolationSortField>;

const count = (
  key: 'instances' | 'exposed' | 'gravity',
  label: string,
): Column => ({
  key,
  label,
  sortField: key,
  isNumeric: true,
  render: (r) => formatCount(r[key]),
});

/** The violations table; an inspection number narrows it to that one. */
export function violationColumns(muns: string): Column[] {
  return [
    activityNrColumn(muns, "Show only this inspection's violations"),
    {
      key: 'citation_id',
      label: 'Citation ID',
      sortField: 'citation_id',
      render: (r) => r.citation_id,
    },
    {
      key: 'standard',
      label: 'Standard',
      sortField: 'standard',
      render: (r) => r.standard,
    },
    {
      key: 'violation_type',
      label: 'Type',
      sortField: 'violation_type',
      render: (r) => violationTypeLabel(r.violation_type),
    },
    {
      key: 'issuance_date',
      label: 'Issued',
      sortField: 'issuance_date',
      firstSort: 'desc',
      render: (r) => formatDate(r.issuance_date),
    },
    {
      key: 'abate_date',
      label: 'Abatement Due',
      sortField: 'abate_date',
      firstSort: 'desc',
      render: (r) => formatDate(r.abate_date),
    },
    ...penaltyColumns(),
    count('instances', 'Instances'),
    count('exposed', 'Exposed'),
    count('gravity', 'Gravity'),
  ];
}
