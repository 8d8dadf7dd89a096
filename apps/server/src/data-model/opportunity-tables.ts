// The stored opportunity scores (migration 0039, docs/decisions/0045):
// written by the opportunity module's daily run, read by the search index
// (the results' sort) and the results' hits.

/** The daily scoring run's job kind; an import brings it forward. */
export const OPPORTUNITY_SCORES_JOB = 'opportunity-scores';

/** opportunity_scores: a company's score per module, and the run that scored it. */
export type OpportunityScoresTable = {
  muns: string;
  // null: the company has no data the module's score reads.
  pc: number | null;
  eb: number | null;
  // The start of the run that wrote the row (ISO time).
  scored_at: string;
};

export type OpportunityTables = {
  opportunity_scores: OpportunityScoresTable;
};
