import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { paths } from '../../../config/paths';
import { formatCellMoney } from '../utils/format-cells';
import type { DetailsColumn } from './details-table';

/** An inspection number that opens its violations; `title` says how. */
export function activityNrColumn<Row extends { activity_nr: string }>(
  muns: string,
  title: string,
): DetailsColumn<Row, 'activity_nr'> {
  return {
    key: 'activity_nr',
    label: 'Activity Nr',
    sortField: 'activity_nr',
    firstSort: 'desc',
    render: (r) => (
      <Link
        component={RouterLink}
        to={paths.oshaViolations(muns, r.activity_nr)}
        title={title}
        underline="hover"
        sx={{ fontWeight: 600 }}
      >
        {r.activity_nr}
      </Link>
    ),
  };
}

type Penalty = 'initial_penalty' | 'current_penalty';

/** The penalties OSHA proposed, then what they stand at now. */
export function penaltyColumns<
  Row extends Record<Penalty, number | null>,
>(): DetailsColumn<Row, Penalty>[] {
  const penalty = (key: Penalty, label: string) => ({
    key,
    label,
    sortField: key,
    isNumeric: true,
    render: (r: Row) => formatCellMoney(r[key]),
  });
  return [
    penalty('initial_penalty', 'Initial Penalty'),
    penalty('current_penalty', 'Current Penalty'),
  ];
}
