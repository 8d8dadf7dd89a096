import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  CONTACT_ROLE_LABELS,
  contactName,
  formatPhone,
  type ContactHit,
} from '@edge/contracts';
import { sourced } from '../results/no-record';

const cellSx = { px: 1.5, verticalAlign: 'top' } as const;

function RoleChips({ contact }: { contact: ContactHit }) {
  if (contact.roles.length === 0) return sourced(null);
  return (
    // Two roles side by side ('HR', 'Benefits') before the cell wraps.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 130 }}>
      {contact.roles.map((role) => (
        <Chip key={role} size="small" label={CONTACT_ROLE_LABELS[role]} />
      ))}
    </Box>
  );
}

/** The e-mail, phone and LinkedIn cells (premium contacts only). */
function PremiumCells({ contact }: { contact: ContactHit }) {
  const name = contactName(contact);
  return (
    <>
      <TableCell sx={cellSx}>
        {sourced(contact.email, (email) => (
          <Link href={`mailto:${email}`} underline="hover">
            {email}
          </Link>
        ))}
      </TableCell>
      <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
        {sourced(contact.phone, (phone) => (
          <Link href={`tel:${phone}`} underline="hover">
            {formatPhone(phone) || phone}
          </Link>
        ))}
      </TableCell>
      <TableCell sx={cellSx}>
        {sourced(contact.linkedin_url, (url) => (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            underline="hover"
            aria-label={`${name} on LinkedIn (opens in a new tab)`}
          >
            LinkedIn
          </Link>
        ))}
      </TableCell>
    </>
  );
}

interface ContactRowProps {
  contact: ContactHit;
  hasPremiumFields: boolean;
}

/** One person: name, title, roles, and how to reach them when licensed. */
export function ContactRow({ contact, hasPremiumFields }: ContactRowProps) {
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="row"
        sx={{ ...cellSx, fontWeight: 600, minWidth: 140 }}
      >
        {contactName(contact)}
      </TableCell>
      <TableCell sx={{ ...cellSx, minWidth: 160 }}>
        {sourced(contact.title)}
      </TableCell>
      <TableCell sx={{ ...cellSx, minWidth: 120 }}>
        <RoleChips contact={contact} />
      </TableCell>
      {hasPremiumFields && <PremiumCells contact={contact} />}
    </TableRow>
  );
}
