import { Link as RouterLink, useLocation } from 'react-router';
import Link from '@mui/material/Link';
import type { Module } from '@edge/contracts';
import { paths } from '../../../../config/paths';

/** The company name, linking to its dashboard (not opening the row). */
export function CompanyNameLink({
  muns,
  name,
  module,
}: {
  muns: string;
  name: string;
  module: Module;
}) {
  const { pathname, search } = useLocation();
  return (
    <Link
      component={RouterLink}
      to={paths.companyDashboard(muns, module)}
      // The dashboard's Back link returns to this very search.
      state={{ returnTo: `${pathname}${search}` }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {name}
    </Link>
  );
}
