import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DuplicateAccount } from '@edge/contracts';
import { amsContactName, primaryFirst } from '../utils/ams-account-text';
import { ContactLinks } from './contact-links';

type Contact = DuplicateAccount['contacts'][number];

function ContactItem({ contact }: { contact: Contact }) {
  return (
    <Box component="li" sx={{ py: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {amsContactName(contact)}
        </Typography>
        {contact.is_primary && (
          <Chip size="small" label="Primary" sx={{ height: 20 }} />
        )}
      </Box>
      {contact.title && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {contact.title}
        </Typography>
      )}
      <ContactLinks email={contact.email || null} phone={contact.phone} />
    </Box>
  );
}

/** The AMS account's contacts, the primary ones first. */
export function AmsContactList({
  accountName,
  contacts,
}: {
  accountName: string;
  contacts: readonly Contact[];
}) {
  if (contacts.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No contacts in your AMS.
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={`Contacts of ${accountName}`}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {primaryFirst(contacts).map((contact) => (
        <ContactItem key={contact.id} contact={contact} />
      ))}
    </Box>
  );
}
