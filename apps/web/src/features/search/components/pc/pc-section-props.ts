import type { PcCriteria } from '@edge/contracts';
import type { GroupPatch } from '../../hooks/use-criteria-state';
import type { FieldErrors } from '../../utils/field-errors';

export interface PcSectionProps {
  criteria: PcCriteria;
  defaults: PcCriteria;
  patchGroup: GroupPatch<PcCriteria>;
  errors: FieldErrors;
}
