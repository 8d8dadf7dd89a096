import type { EbCriteria } from '@edge/contracts';
import type { CriteriaPatch, GroupPatch } from '../../hooks/use-criteria-state';
import type { FieldErrors } from '../../utils/field-errors';

export interface EbSectionProps {
  criteria: EbCriteria;
  defaults: EbCriteria;
  patch: CriteriaPatch<EbCriteria>;
  patchGroup: GroupPatch<EbCriteria>;
  errors: FieldErrors;
}
