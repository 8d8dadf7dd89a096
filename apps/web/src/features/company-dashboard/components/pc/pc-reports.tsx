import type { CompanyProfile } from '@edge/contracts';
import type { ReportView } from '../../../../utils/report-view';
import { ContactsCard } from '../contacts-card';
import { ReportPair, ReportStack } from '../report-layout';
import { DotCard } from './dot-card';
import { FullPropertyCard } from './full-property-card';
import { HazardsCard } from './hazards-card';
import { OshaCard } from './osha-card';
import { PropertyCard } from './property-card';
import { WhdCard } from './whd-card';
import { WorkersCompCard } from './workers-comp-card';

interface PcReportsProps {
  muns: string;
  profile: ReportView<CompanyProfile>;
}

/** Commercial Lines: property and risk, policies, compliance, fleet, people. */
export function PcReports({ muns, profile }: PcReportsProps) {
  return (
    <ReportStack>
      <ReportPair
        left={<PropertyCard muns={muns} />}
        right={<HazardsCard muns={muns} profile={profile} />}
      />
      <WorkersCompCard muns={muns} />
      <ReportPair
        left={<OshaCard muns={muns} />}
        right={
          <>
            <DotCard muns={muns} />
            <WhdCard muns={muns} />
            <ContactsCard muns={muns} />
          </>
        }
      />
      <FullPropertyCard muns={muns} />
    </ReportStack>
  );
}
