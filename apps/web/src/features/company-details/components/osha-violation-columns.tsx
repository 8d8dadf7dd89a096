import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { OshaViolation, OshaViolationSortField } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../utils/format-date';
import { formatCount } from '../../../utils/format-values';
import { violationTypeLabel } from '../utils/code-labels';
import { formatCellMoney } from '../utils/format-cells';
import type { DetailsColumn } from './details-table';

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
    {
      key: 'activity_nr',
      label: 'Activity Nr',
      sortField: 'activity_nr',
      firstSort: 'desc',
      render: (r) => (
        <Link
          component={RouterLink}
          to={paths.oshaViolations(muns, r.activity_nr)}
          title="Show only this inspection's violations"
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {r.activity_nr}
        </Link>
      ),
    },
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
    {
      key: 'initial_penalty',
      label: 'Initial Penalty',
      sortField: 'initial_penalty',
      isNumeric: true,
      render: (r) => formatCellMoney(r.initial_penalty),
    },
    {
      key: 'current_penalty',
      label: 'Current Penalty',
      sortField: 'current_penalty',
      isNumeric: true,
      render: (r) => formatCellMoney(r.current_penalty),
    },
    count('instances', 'Instances'),
    count('exposed', 'Exposed'),
    count('gravity', 'Gravity'),
  ];
}
