import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Contact } from '@edge/contracts';
import { formatPhone } from '@edge/contracts';
import { useCompanyReport } from '../api/get-company-report';
import { useShowMore } from '../hooks/use-show-more';
import { contactName } from '@edge/contracts';
import { ReportCard } from './report-card';
import { ShowMoreButton } from './show-more-button';

function ContactItem({ contact }: { contact: Contact }) {
  const phone = formatPhone(contact.phone);
  const role = [contact.title, contact.department].filter(Boolean).join(' · ');
  return (
    <Box
      component="li"
      sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 600 }}>{contactName(contact)}</Typography>
      {role && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {role}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 0.25 }}>
        {contact.email && (
          <Link variant="body2" href={`mailto:${contact.email}`}>
            {contact.email}
          </Link>
        )}
        {phone && (
          <Link variant="body2" href={`tel:${contact.phone}`} underline="hover">
            {phone}
          </Link>
        )}
        {contact.linkedin_url && (
          <Link
            variant="body2"
            href={contact.linkedin_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            LinkedIn
          </Link>
        )}
      </Box>
    </Box>
  );
}

function ContactList({ contacts }: { contacts: readonly Contact[] }) {
  const list = useShowMore(contacts);
  return (
    <>
      <Box
        component="ul"
        id={list.listId}
        aria-label="Contacts"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          '& > li:last-of-type': { borderBottom: 0 },
        }}
      >
        {list.shown.map((contact, index) => (
          <ContactItem
            key={`${contact.email ?? ''}-${contactName(contact)}-${index}`}
            contact={contact}
          />
        ))}
      </Box>
      <ShowMoreButton list={list} total={contacts.length} />
    </>
  );
}

/** Contacts: people at the company, most senior first. */
export function ContactsCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'contacts');
  return (
    <ReportCard
      name="contacts"
      report={report}
      isEmpty={(data) => data.contacts.length === 0}
      emptyText="No contacts on file."
    >
      {(data) => (
        <>
          {!data.has_premium_fields && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              E-mail, phone and LinkedIn come with premium contacts, which your
              partner platform has not licensed to you.
            </Typography>
          )}
          <ContactList contacts={data.contacts} />
        </>
      )}
    </ReportCard>
  );
}
