import { ContactsCard } from '../contacts-card';
import { ReportPair, ReportStack } from '../report-layout';
import { BrokersCard } from './brokers-card';
import { CarriersCard } from './carriers-card';
import { FilingsCard } from './filings-card';
import { PeerBenchmarksCard } from './peer-benchmarks-card';
import { PlanHistoryCard } from './plan-history-card';
import { PlansAndServices } from './plans-and-services';
import { RetirementSummaryCard } from './retirement-summary-card';
import { WelfareSummaryCard } from './welfare-summary-card';

/**
 * Benefits: the plans' summaries, peer benchmarks, incumbents, history,
 * plans and filings.
 */
export function EbReports({ muns }: { muns: string }) {
  return (
    <ReportStack>
      <ReportPair
        left={<WelfareSummaryCard muns={muns} />}
        right={<PlanHistoryCard muns={muns} />}
      />
      <PeerBenchmarksCard muns={muns} />
      <ReportPair
        left={
          <>
            <BrokersCard muns={muns} />
            <ContactsCard muns={muns} />
          </>
        }
        right={
          <>
            <CarriersCard muns={muns} />
            <RetirementSummaryCard muns={muns} />
          </>
        }
      />
      <PlansAndServices muns={muns} />
      <FilingsCard muns={muns} />
    </ReportStack>
  );
}
