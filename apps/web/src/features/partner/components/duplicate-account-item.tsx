import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DuplicateAccount } from '@edge/contracts';
import { amsAddress } from '../utils/ams-account-text';
import { AmsContactList } from './ams-contact-list';
import { ContactLinks } from './contact-links';
import { MatchReasonChips } from './match-reason-chips';

interface DuplicateAccountItemProps {
  account: DuplicateAccount;
  /** The owner's e-mail from the agency users, when the answer lacks it. */
  ownerEmailOf: (ownerId: string) => string | null;
}

function OwnerLine({ account, ownerEmailOf }: DuplicateAccountItemProps) {
  const { owner } = account;
  if (!owner) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No owner in your AMS.
      </Typography>
    );
  }
  const email = owner.email ?? ownerEmailOf(owner.id);
  return (
    <Box>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Owner:{' '}
        </Box>
        {owner.name}
      </Typography>
      <ContactLinks email={email} phone={null} />
    </Box>
  );
}

const SUBHEAD_SX = {
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  mt: 0.5,
} as const;

/** One AMS account: where it is, why it matched, its owner and contacts. */
export function DuplicateAccountItem(props: DuplicateAccountItemProps) {
  const { account } = props;
  const address = amsAddress(account);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 0.75,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
    >
      <Typography
        component="h3"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {account.name}
      </Typography>
      {address && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {address}
        </Typography>
      )}
      <ContactLinks email={null} phone={account.phone} />
      <MatchReasonChips matchedOn={account.matched_on} />
      <OwnerLine {...props} />
      <Typography component="h4" sx={SUBHEAD_SX}>
        Contacts
      </Typography>
      <AmsContactList accountName={account.name} contacts={account.contacts} />
    </Box>
  );
}
