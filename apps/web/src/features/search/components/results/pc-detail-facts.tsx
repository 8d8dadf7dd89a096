import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { PcHit } from '@edge/contracts';
import { formatCount, formatMoney } from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { FactList } from '../../../../components/ui/fact-list';

function DetailsLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** Commercial risk facts of a hit, with links to the detail reports. */
export function PcDetailFacts({ hit }: { hit: PcHit }) {
  const muns = encodeURIComponent(hit.muns);
  return (
    <>
      <FactList
        title="Activity and property"
        layout="aligned"
        facts={[
          ['Last activity', formatDate(hit.activity_date)],
          [
            'Property built',
            hit.property_year_built === null
              ? ''
              : String(hit.property_year_built),
          ],
          ['WC carrier', hit.wc_carrier],
          ['WC expiration', formatDate(hit.wc_expiration_date)],
        ]}
      />
      <FactList
        title="Compliance"
        layout="aligned"
        facts={[
          [
            'OSHA',
            hit.osha_inspections > 0 && (
              <DetailsLink to={`/edge/osha-details/${muns}`}>
                {`${formatCount(hit.osha_inspections)} inspections, ${formatCount(hit.osha_violations)} violations, ${formatMoney(hit.osha_penalties)} penalties`}
              </DetailsLink>
            ),
          ],
          [
            'Wage and hour',
            hit.whd_cases > 0 && (
              <DetailsLink to={`/edge/whd-details/${muns}`}>
                {`${formatCount(hit.whd_cases)} cases, ${formatMoney(hit.whd_back_wages)} back wages`}
              </DetailsLink>
            ),
          ],
          [
            'DOT',
            hit.dot_number && (
              <DetailsLink to={`/edge/dot-details/${muns}`}>
                {`USDOT ${hit.dot_number}${hit.dot_power_units === null ? '' : `, ${formatCount(hit.dot_power_units)} power units`}`}
              </DetailsLink>
            ),
          ],
        ]}
      />
    </>
  );
}
