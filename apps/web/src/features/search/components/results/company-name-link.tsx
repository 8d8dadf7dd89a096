import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { paths } from '../../../../config/paths';

/** The company name, linking to its dashboard (not opening the row). */
export function CompanyNameLink({
  muns,
  name,
}: {
  muns: string;
  name: string;
}) {
  return (
    <Link
      component={RouterLink}
      to={`${paths.dashboard}/${encodeURIComponent(muns)}`}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {name}
    </Link>
  );
}
