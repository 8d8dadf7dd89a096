import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import type { CompanyListCompany, Module } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { formatTimestampDate } from '../../../utils/format-timestamp';

interface ListCompaniesTableProps {
  module: Module;
  listName: string;
  companies: readonly CompanyListCompany[];
  /** Left out for a reader: no remove buttons. */
  onRemove?: (company: CompanyListCompany) => void;
}

/** A page of a list's companies, each opening its dashboard. */
export function ListCompaniesTable({
  module,
  listName,
  companies,
  onRemove,
}: ListCompaniesTableProps) {
  return (
    <Table size="small" aria-label={`Companies of ${listName}`}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '40%' }}>Company</TableCell>
          <TableCell>City</TableCell>
          <TableCell>State</TableCell>
          <TableCell>Added</TableCell>
          {onRemove && (
            <TableCell align="right">
              <span>Take out</span>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {companies.map((company) => (
          <TableRow key={company.muns} hover>
            <TableCell>
              <Link
                component={RouterLink}
                to={paths.companyDashboard(company.muns, module)}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {company.entity_name}
              </Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{company.city}</TableCell>
            <TableCell>{company.state}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatTimestampDate(company.added_at)}
              {company.added_by && ` by ${company.added_by}`}
            </TableCell>
            {onRemove && (
              <TableCell align="right" sx={{ py: 0 }}>
                <Tooltip title="Take out of the list">
                  <IconButton
                    aria-label={`Take ${company.entity_name} out of ${listName}`}
                    onClick={() => onRemove(company)}
                  >
                    <RemoveCircleOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
