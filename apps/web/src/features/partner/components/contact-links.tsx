import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatPhone } from '@edge/contracts';

/** An e-mail and a phone as links, each when known. */
export function ContactLinks({
  email,
  phone,
}: {
  email: string | null;
  phone: string | null;
}) {
  const shownPhone = formatPhone(phone);
  if (!email && !shownPhone) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        overflowWrap: 'anywhere',
      }}
    >
      {email && (
        <Link variant="body2" href={`mailto:${email}`}>
          {email}
        </Link>
      )}
      {shownPhone && phone && (
        <Link variant="body2" href={`tel:${phone}`} underline="hover">
          {shownPhone}
        </Link>
      )}
    </Box>
  );
}
