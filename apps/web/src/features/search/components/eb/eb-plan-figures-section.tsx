import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CHANGE_WINDOWS,
  FUNDING_LABELS,
  FUNDINGS,
  type ChangeWindow,
  type PlanSearch,
} from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { AmountField } from '../filters/amount-field';
import { CheckboxGroup } from '../filters/checkbox-group';
import { FieldGroup } from '../filters/field-group';
import { FilterSection } from '../filters/filter-section';
import type { EbSectionProps } from './eb-section-props';
import { memoSection } from '../memo-section';

const PATHS = ['planSearch'];
const MEMBERS = [
  'participantsRange',
  'planCountRange',
  'premiumRange',
  'commissionRange',
  'commissionShareRange',
  'funding',
  'carrierChangedWithin',
  'brokerChangedWithin',
].map((member) => `planSearch.${member}`);
const FUNDING_OPTIONS = FUNDINGS.map((value) => ({
  value,
  label: FUNDING_LABELS[value],
}));

type RangeKey =
  | 'participantsRange'
  | 'planCountRange'
  | 'premiumRange'
  | 'commissionRange'
  | 'commissionShareRange';

const RANGES: {
  key: RangeKey;
  title: string;
  kind: 'count' | 'money' | 'percent';
}[] = [
  { key: 'participantsRange', title: 'Participants', kind: 'count' },
  { key: 'planCountRange', title: 'Plans', kind: 'count' },
  { key: 'premiumRange', title: 'Total premium', kind: 'money' },
  { key: 'commissionRange', title: 'Total commission', kind: 'money' },
  {
    key: 'commissionShareRange',
    title: 'Commission as a share of premium (%)',
    kind: 'percent',
  },
];

const CHANGES = [
  { key: 'carrierChangedWithin', label: 'Changed carrier' },
  { key: 'brokerChangedWithin', label: 'Changed broker' },
] as const;

const windowLabel = (n: ChangeWindow) =>
  n === 1 ? 'In the last year' : `In the last ${n} years`;

/** Participants, plans, premium, commission, funding and recent changes. */
export const EbPlanFiguresSection = memoSection(function EbPlanFiguresSection(
  props: EbSectionProps,
) {
  const { criteria, patchGroup, errors } = props;
  const plan = criteria.planSearch;
  const set = (next: Partial<PlanSearch>) => patchGroup('planSearch', next);
  return (
    <FilterSection
      title="Plans and premium"
      subtitle="Participants, premium, commission, funding and recent changes"
      {...sectionStatus(criteria, props.defaults, errors, MEMBERS)}
    >
      {RANGES.map(({ key, title, kind }) => {
        const range = plan[key];
        const error = criteriaErrorAt(errors, `planSearch.${key}`);
        const field = (end: 'min' | 'max') => (
          <AmountField
            label={`${title} ${end === 'min' ? 'from' : 'to'}`}
            isMoney={kind === 'money'}
            isInteger={kind === 'count'}
            value={range[end]}
            onChange={(value) => set({ [key]: { ...range, [end]: value } })}
            error={end === 'min' ? error : undefined}
          />
        );
        return (
          <FieldGroup key={key} title={title}>
            {field('min')}
            {field('max')}
          </FieldGroup>
        );
      })}
      <CheckboxGroup
        label="Funding (any of)"
        options={FUNDING_OPTIONS}
        value={plan.funding}
        onChange={(funding) => set({ funding })}
        columns={3}
        helperText="How the welfare plans of the latest plan year are funded."
      />
      <FieldGroup title="Recent changes">
        {CHANGES.map(({ key, label }) => (
          <TextField
            key={key}
            select
            size="small"
            label={label}
            value={plan[key] ?? ''}
            onChange={(event) => {
              const value = event.target.value as number | '';
              set({ [key]: value === '' ? null : (value as ChangeWindow) });
            }}
            error={criteriaErrorAt(errors, `planSearch.${key}`) !== undefined}
          >
            <MenuItem value="">Any</MenuItem>
            {CHANGE_WINDOWS.map((n) => (
              <MenuItem key={n} value={n}>
                {windowLabel(n)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </FieldGroup>
    </FilterSection>
  );
}, PATHS);
