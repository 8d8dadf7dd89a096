import type { WhdCase, WhdCaseSortField } from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import { formatCellMoney } from '../utils/format-cells';
import type { DetailsColumn } from './details-table';
import { StackedCell } from './stacked-cell';

type Column = DetailsColumn<WhdCase, WhdCaseSortField>;

const date = (
  key: 'findings_start_date' | 'findings_end_date',
  label: string,
): Column => ({
  key,
  label,
  sortField: key,
  firstSort: 'desc',
  render: (r) => formatDate(r[key]),
});

/** The wage-and-hour cases table (reference §3). */
export const WHD_CASE_COLUMNS: readonly Column[] = [
  {
    key: 'case_id',
    label: 'Case ID',
    sortField: 'case_id',
    firstSort: 'desc',
    render: (r) => r.case_id,
  },
  {
    key: 'trade_name',
    label: 'Trade / Legal Name',
    sortField: 'trade_name',
    minWidth: 130,
    render: (r) => <StackedCell first={r.trade_name} second={r.legal_name} />,
  },
  {
    key: 'city',
    label: 'City / State',
    sortField: 'city',
    minWidth: 90,
    render: (r) => [r.city, r.state].filter(Boolean).join(', '),
  },
  date('findings_start_date', 'Findings Start'),
  date('findings_end_date', 'Findings End'),
  {
    key: 'violations',
    label: 'Violations',
    sortField: 'violations',
    isNumeric: true,
    render: (r) => formatCount(r.violations),
  },
  {
    key: 'employees_violated',
    label: 'Employees Violated',
    sortField: 'employees_violated',
    isNumeric: true,
    render: (r) => formatCount(r.employees_violated),
  },
  {
    key: 'back_wages',
    label: 'Back Wages',
    sortField: 'back_wages',
    isNumeric: true,
    render: (r) => formatCellMoney(r.back_wages),
  },
  {
    key: 'civil_penalties',
    label: 'Civil Penalties',
    sortField: 'civil_penalties',
    isNumeric: true,
    render: (r) => formatCellMoney(r.civil_penalties),
  },
  {
    key: 'flsa_repeat_violator',
    label: 'Repeat Violator',
    render: (r) => (r.flsa_repeat_violator ? 'Yes' : 'No'),
  },
  {
    key: 'child_labor_violations',
    label: 'Child Labor',
    isNumeric: true,
    render: (r) => formatCount(r.child_labor_violations),
  },
];
