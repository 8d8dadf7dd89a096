import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ManagedUser, ProductCode, UserGroup } from '@edge/contracts';
import { VISUALLY_HIDDEN } from '../../../components/ui/visually-hidden';
import { describeStates } from '../utils/state-options';
import {
  fullName,
  type SortDirection,
  type UserSortKey,
} from '../utils/sort-users';
import { UserRowActions, type UserAction } from './user-row-actions';

interface UsersTableProps {
  users: readonly ManagedUser[];
  groups: readonly UserGroup[];
  sortKey: UserSortKey;
  direction: SortDirection;
  onSort: (key: UserSortKey) => void;
  selfId: number;
  onAction: (action: UserAction, user: ManagedUser) => void;
}

// Columns the phone leaves out: the row's actions still reach them.
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } };
// Groups read in the Groups panel too: their column waits for room.
const WIDEST_ONLY = { display: { xs: 'none', xl: 'table-cell' } };

const COLUMNS: { key: UserSortKey; label: string; sx?: object }[] = [
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
  { key: 'last_sign_in', label: 'Last sign-in', sx: WIDE_ONLY },
];

const formatSignIn = (at: string | null) =>
  at
    ? new Date(at).toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : 'Never';

/** The account's users: sortable, with each user's actions. */
export function UsersTable(props: UsersTableProps) {
  const { users, groups, sortKey, direction, onSort, selfId, onAction } = props;
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Users"
        // A phone keeps name, status and actions in view.
        sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                sx={column.sx}
                sortDirection={sortKey === column.key ? direction : false}
                // Headings stay on one line; the cells below wrap.
                style={{ whiteSpace: 'nowrap' }}
              >
                <TableSortLabel
                  active={sortKey === column.key}
                  direction={sortKey === column.key ? direction : 'asc'}
                  onClick={() => onSort(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell sx={WIDE_ONLY}>Products</TableCell>
            <TableCell sx={WIDEST_ONLY}>Groups</TableCell>
            <TableCell align="right">
              <Box component="span" sx={VISUALLY_HIDDEN}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>
                <Typography
                  variant="body2"
                  component="div"
                  sx={{
                    fontWeight: 600,
                    whiteSpace: { xs: 'normal', md: 'nowrap' },
                  }}
                >
                  {fullName(user)}
                  {user.is_admin && (
                    <Chip label="Admin" size="small" sx={{ ml: 1 }} />
                  )}
                </Typography>
                <Typography
                  variant="caption"
                  component="div"
                  sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                >
                  {user.username}
                  <Box
                    component="span"
                    sx={{ display: { xs: 'none', md: 'block' } }}
                  >
                    {user.email}
                  </Box>
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={user.is_enabled ? 'Enabled' : 'Disabled'}
                  color={user.is_enabled ? 'success' : 'default'}
                  variant={user.is_enabled ? 'outlined' : 'filled'}
                />
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                {formatSignIn(user.last_sign_in)}
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, minWidth: 170 }}>
                {Object.entries(user.products).map(([code, states]) => (
                  <Typography key={code} variant="body2">
                    <strong>{code as ProductCode}</strong>:{' '}
                    {describeStates(states)}
                  </Typography>
                ))}
              </TableCell>
              <TableCell sx={WIDEST_ONLY}>
                {user.group_ids.map((id) => groupName.get(id)).join(', ')}
              </TableCell>
              <TableCell align="right">
                <UserRowActions
                  user={user}
                  isSelf={user.id === selfId}
                  onAction={onAction}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
