import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  formatCount,
  type ContactsCompany,
  type Module,
} from '@edge/contracts';
import { HorizontalScroll } from '../../../../components/ui/horizontal-scroll';
import { CompanyNameLink } from '../results/company-name-link';
import { ContactRow } from './contact-row';

const COLUMNS = ['Name', 'Title', 'Roles'] as const;
const PREMIUM_COLUMNS = ['E-mail', 'Phone', 'LinkedIn'] as const;

interface ContactsTableProps {
  module: Module;
  /** Null while the first page loads (skeleton rows). */
  companies: readonly ContactsCompany[] | null;
  hasPremiumFields: boolean;
  skeletonRows: number;
  /** A newer page is on its way: the current one stays, dimmed. */
  isUpdating: boolean;
}

function placeOf(company: ContactsCompany): string {
  const place = [company.city, company.state].filter(Boolean).join(', ');
  const employees =
    company.employees === null
      ? null
      : `${formatCount(company.employees)} ${company.employees === 1 ? 'employee' : 'employees'}`;
  return [place, employees].filter(Boolean).join(' · ');
}

// On a phone the name stays in view, and wraps within it, while the
// contacts scroll sideways.
const companyHeadingSx = {
  position: 'sticky',
  left: 12,
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: 1.5,
  alignItems: 'baseline',
  maxWidth: { xs: 'calc(100vw - 72px)', sm: 'none' },
} as const;

/** A company's heading row, then its contacts: one row group. */
function CompanyGroup(props: {
  module: Module;
  company: ContactsCompany;
  hasPremiumFields: boolean;
  columns: number;
}) {
  const { company } = props;
  return (
    <TableBody>
      <TableRow sx={{ bgcolor: '#f5f7fa' }}>
        <TableCell
          component="th"
          scope="rowgroup"
          colSpan={props.columns}
          sx={{ px: 1.5 }}
        >
          <Box sx={companyHeadingSx}>
            <CompanyNameLink
              muns={company.muns}
              name={company.entity_name}
              module={props.module}
            />
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {placeOf(company)}
            </Box>
          </Box>
        </TableCell>
      </TableRow>
      {company.contacts.map((contact) => (
        <ContactRow
          key={contact.id}
          contact={contact}
          hasPremiumFields={props.hasPremiumFields}
        />
      ))}
    </TableBody>
  );
}

function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return (
    <TableBody>
      {Array.from({ length: rows }, (_, r) => (
        <TableRow key={r}>
          {Array.from({ length: columns }, (_, c) => (
            <TableCell key={c}>
              <Skeleton variant="text" width={c === 0 ? '80%' : '60%'} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}

/** The page's companies, each with its contacts under its name. */
export function ContactsTable(props: ContactsTableProps) {
  const { companies, hasPremiumFields } = props;
  const columns = hasPremiumFields
    ? [...COLUMNS, ...PREMIUM_COLUMNS]
    : [...COLUMNS];
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: '12px', overflow: 'hidden', minWidth: 0 }}
    >
      <Box sx={{ height: 4 }}>
        {props.isUpdating && (
          <LinearProgress color="secondary" aria-label="Loading contacts" />
        )}
      </Box>
      <HorizontalScroll label="Contacts table">
        <Table
          size="small"
          aria-label="Contacts by company"
          aria-busy={companies === null || props.isUpdating}
          sx={{
            opacity: props.isUpdating ? 0.55 : 1,
            transition: 'opacity 150ms',
          }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column}
                  sx={{ px: 1.5, bgcolor: '#f8fafc', whiteSpace: 'nowrap' }}
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          {companies === null ? (
            <SkeletonRows columns={columns.length} rows={props.skeletonRows} />
          ) : (
            companies.map((company) => (
              <CompanyGroup
                key={company.muns}
                module={props.module}
                company={company}
                hasPremiumFields={hasPremiumFields}
                columns={columns.length}
              />
            ))
          )}
        </Table>
      </HorizontalScroll>
    </Paper>
  );
}
