import {
  PIPELINE_STAGE_LABELS,
  type Module,
  type UserInfo,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { readStages } from '../pipeline/index';

/** The user's pipeline stage of each company of a batch, as its label. */
export type StageLabels = (
  muns: readonly string[],
) => Promise<Map<string, string>>;

/** Reads the stages of `reader` in `module`, a batch at a time. */
export function stageLabels(
  db: Db,
  reader: Pick<UserInfo, 'id' | 'products'>,
  module: Module,
): StageLabels {
  const user = { userId: reader.id, products: reader.products };
  return async (muns) => {
    const { stages } = await readStages(db, user, module, muns);
    return new Map(stages.map((s) => [s.muns, PIPELINE_STAGE_LABELS[s.stage]]));
  };
}
