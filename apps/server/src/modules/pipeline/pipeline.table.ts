import type { Insertable, Selectable } from 'kysely';
import type { Module, PipelineStage } from '@edge/contracts';

/**
 * pipeline_stages: one user's stage of one company in one module
 * (docs/decisions/0038). The primary key is user, module and company.
 */
export interface PipelineStagesTable {
  user_id: number;
  module: Module;
  muns: string;
  stage: PipelineStage;
  // YYYY-MM-DD: the day the company reached the stage.
  stage_date: string;
  // Trimmed; empty when there is none.
  note: string;
  updated_at: string;
}
export type PipelineStageRow = Selectable<PipelineStagesTable>;
export type NewPipelineStageRow = Insertable<PipelineStagesTable>;

// The company master as the board reads it: a card's name and place.
export type PipelineCompaniesView = {
  muns: string;
  name: string;
  city: string | null;
  state: string;
};

export type PipelineTables = {
  pipeline_stages: PipelineStagesTable;
  companies: PipelineCompaniesView;
};
