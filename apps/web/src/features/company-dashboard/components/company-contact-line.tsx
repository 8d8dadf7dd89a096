import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { CompanyProfile, Module } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { formatPhone } from '@edge/contracts';
import {
  formatCompanyAddress,
  websiteHref,
  websiteLabel,
} from '@edge/contracts';

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
    >
      <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
        {icon}
      </Box>
      {children}
    </Box>
  );
}

function AlternateAddressesLink(props: { count: number; to: string }) {
  if (props.count === 0) return null;
  const noun = props.count === 1 ? 'alternate address' : 'alternate addresses';
  return (
    <Link component={RouterLink} to={props.to} variant="body2">
      {props.count} {noun}
    </Link>
  );
}

interface CompanyContactLineProps {
  profile: CompanyProfile;
  module: Module | null;
}

/** Where the company is and how to reach it. */
export function CompanyContactLine({
  profile,
  module,
}: CompanyContactLineProps) {
  const address = formatCompanyAddress(profile);
  const phone = formatPhone(profile.phone);
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 1,
      }}
    >
      <Item icon={<PlaceOutlinedIcon fontSize="small" />}>
        <Typography variant="body2">{address}</Typography>
        {module && (
          <AlternateAddressesLink
            count={profile.alternate_addresses}
            to={paths.alternateAddresses(module, profile.muns)}
          />
        )}
      </Item>
      {phone && (
        <Item icon={<PhoneOutlinedIcon fontSize="small" />}>
          <Link
            variant="body2"
            href={`tel:${profile.phone ?? ''}`}
            underline="hover"
          >
            {phone}
          </Link>
        </Item>
      )}
      {profile.website && (
        <Item icon={<LanguageIcon fontSize="small" />}>
          <Link
            variant="body2"
            href={websiteHref(profile.website)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {websiteLabel(profile.website)}
          </Link>
        </Item>
      )}
    </Box>
  );
}
