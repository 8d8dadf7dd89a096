import Link from '@mui/material/Link';
import { formatCount, formatMoney } from '@edge/contracts';
import { formatPhone } from '@edge/contracts';
import type { AnyHit } from './detail-target';
import { FactList } from '../../../../components/ui/fact-list';

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** Address, contact and size: every hit has them. */
export function CompanyContactFacts({ hit }: { hit: AnyHit }) {
  const place = [hit.city, [hit.state, hit.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <FactList
      title="Company"
      layout="aligned"
      facts={[
        ['Address', [hit.address, place].filter(Boolean).join(', ')],
        ['Phone', formatPhone(hit.phone)],
        [
          'Website',
          hit.website && (
            <Link
              href={websiteHref(hit.website)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {hit.website}
            </Link>
          ),
        ],
        ['Industry', [hit.naics, hit.industry].filter(Boolean).join(' ')],
        ['Employees', formatCount(hit.employees)],
        ['Revenue', formatMoney(hit.revenue)],
      ]}
    />
  );
}
