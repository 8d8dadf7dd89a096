import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HAZARD_KINDS, HAZARD_LEVELS, type HazardKind } from '@edge/contracts';
import { criteriaErrorAt } from '../../utils/field-errors';
import { sectionStatus } from '../../utils/section-status';
import { FieldGroup } from '../filters/field-group';
import { FilterSection } from '../filters/filter-section';
import type { PcSectionProps } from './pc-section-props';
import { memoSection } from '../memo-section';

const HAZARD_LABELS: Record<HazardKind, string> = {
  flood: 'Flood',
  fire: 'Fire',
  wind: 'Wind',
  ground: 'Ground',
  crime: 'Crime',
};
const PATHS = HAZARD_KINDS.map((kind) => `hazardSearch.${kind}`);

export const PcHazardSection = memoSection(
  function PcHazardSection(props: PcSectionProps) {
    const { criteria, patchGroup, errors } = props;
    return (
      <FilterSection
        title="Hazards"
        subtitle="Minimum flood, fire, wind, ground and crime risk"
        {...sectionStatus(criteria, props.defaults, errors, PATHS)}
      >
        <FieldGroup title="Risk at least" columns={3}>
          {HAZARD_KINDS.map((kind) => {
            const error = criteriaErrorAt(errors, `hazardSearch.${kind}`);
            return (
              <TextField
                key={kind}
                select
                size="small"
                label={HAZARD_LABELS[kind]}
                value={criteria.hazardSearch[kind]}
                onChange={(event) =>
                  patchGroup('hazardSearch', {
                    [kind]: Number(event.target.value),
                  })
                }
                error={error !== undefined}
                helperText={error}
              >
                {HAZARD_LEVELS.map((word, level) => (
                  <MenuItem key={word} value={level}>
                    {word}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
        </FieldGroup>
      </FilterSection>
    );
  },
  ['hazardSearch'],
);
