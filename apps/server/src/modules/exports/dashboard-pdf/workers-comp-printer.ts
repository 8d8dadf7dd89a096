import {
  formatDate,
  formatMoney,
  policyCarrier,
  type WcPolicy,
  type WorkersCompReport,
} from '@edge/contracts';
import { moneyFigure } from './pdf-figures';
import { table, type PdfColumn } from './pdf-table';
import type { Figure } from './pdf-writer';
import type { ReportPrinter } from './report-printer';

function currentFigures(policy: WcPolicy): Figure[] {
  const figures: Figure[] = [
    {
      label: 'Renewal',
      value: formatDate(policy.expiration_date) || 'n/a',
      note: 'Current term ends',
    },
    {
      label: 'Experience mod',
      value: policy.experience_mod?.toFixed(2) ?? 'Not rated',
    },
  ];
  if (policy.estimated_premium !== null) {
    figures.push(moneyFigure('Est. premium', policy.estimated_premium));
  }
  return figures;
}

const COLUMNS: readonly PdfColumn<WcPolicy>[] = [
  { label: 'Carrier', weight: 2.4, text: policyCarrier },
  { label: 'Policy', weight: 1.3, text: (p) => p.policy_number },
  {
    label: 'Term',
    weight: 1.9,
    text: (p) =>
      `${formatDate(p.effective_date)} – ${formatDate(p.expiration_date)}`,
  },
  { label: 'Status', weight: 1.1, text: (p) => p.coverage_status },
  { label: 'Class', weight: 0.7, text: (p) => p.class_code },
  {
    label: 'Mod',
    weight: 0.6,
    isNumeric: true,
    text: (p) => p.experience_mod?.toFixed(2),
  },
  {
    label: 'Est. premium',
    weight: 1,
    isNumeric: true,
    text: (p) => formatMoney(p.estimated_premium),
  },
];

/** Workers' comp: the policy in force, and every term before it. */
export const workersCompPrinter: ReportPrinter<WorkersCompReport> = {
  isEmpty: (data) => data.policies.length === 0 && !data.current,
  emptyText: "No workers' comp policies on record.",
  print: (pdf, { current, policies }) => {
    if (current) {
      pdf.figures(currentFigures(current));
      pdf.facts([
        ['Carrier', policyCarrier(current)],
        ['Policy', current.policy_number],
        ['Effective', formatDate(current.effective_date)],
        ['Status', current.coverage_status],
        ['Class code', current.class_code],
        ['PEO', current.peo_name],
      ]);
    } else {
      pdf.empty('No policy in force on record.');
    }
    if (policies.length > 0) table(pdf, 'Policy history', COLUMNS, policies);
  },
};
