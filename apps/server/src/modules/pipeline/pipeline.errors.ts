import { domainError } from '../../shared/errors';

export const PIPELINE_ERRORS = {
  // Missing and someone else's alike (STYLE §4).
  PIPELINE_STAGE_NOT_FOUND: {
    statusCode: 404,
    message: 'This company has no pipeline stage.',
  },
} as const;

export class PipelineError extends domainError(PIPELINE_ERRORS) {}
