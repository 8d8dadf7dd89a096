import Chip from '@mui/material/Chip';
import type { OshaInspection, OshaInspectionSortField } from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import {
  inspectionScopeLabel,
  inspectionTypeLabel,
  safetyHealthLabel,
} from '../utils/code-labels';
import type { DetailsColumn } from './details-table';
import { activityNrColumn, penaltyColumns } from './osha-columns';

type Column = DetailsColumn<OshaInspection, OshaInspectionSortField>;

/**
 * The inspections table; an inspection number opens its violations. The
 * figures come before the codes, which scroll in on a narrow screen.
 */
export function inspectionColumns(muns: string): Column[] {
  return [
    activityNrColumn(muns, "Show this inspection's violations"),
    {
      key: 'estab_name',
      label: 'Establishment',
      sortField: 'estab_name',
      minWidth: 150,
      render: (r) => r.estab_name,
    },
    {
      key: 'site_city',
      label: 'Site City / State',
      sortField: 'site_city',
      minWidth: 90,
      render: (r) => [r.site_city, r.site_state].filter(Boolean).join(', '),
    },
    {
      key: 'open_date',
      label: 'Opened',
      sortField: 'open_date',
      firstSort: 'desc',
      render: (r) => formatDate(r.open_date),
    },
    {
      key: 'close_case_date',
      label: 'Closed',
      sortField: 'close_case_date',
      firstSort: 'desc',
      render: (r) =>
        r.close_case_date ? (
          formatDate(r.close_case_date)
        ) : (
          <Chip size="small" color="warning" variant="outlined" label="Open" />
        ),
    },
    {
      key: 'violations',
      label: 'Violations',
      sortField: 'violations',
      isNumeric: true,
      render: (r) => formatCount(r.violations),
    },
    ...penaltyColumns(),
    {
      key: 'inspection_type',
      label: 'Type',
      sortField: 'inspection_type',
      render: (r) => inspectionTypeLabel(r.inspection_type),
    },
    {
      key: 'inspection_scope',
      label: 'Scope',
      sortField: 'inspection_scope',
      render: (r) => inspectionScopeLabel(r.inspection_scope),
    },
    {
      key: 'safety_health',
      // May break after the slash, not around it.
      label: 'Safety/\u200bHealth',
      sortField: 'safety_health',
      render: (r) => safetyHealthLabel(r.safety_health),
    },
  ];
}
