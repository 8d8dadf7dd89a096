import {
  fieldIssuesOf,
  SEARCH_BODY_MAX_BYTES,
  searchBodyBoundsIssue,
} from '@edge/contracts';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type {
  FastifyRouteSchemaDef,
  FastifyValidationResult,
} from 'fastify/types/schema';
import type { z } from 'zod';
import { ValidationError } from '../../shared/errors';

/**
 * Zod validation whose failures name each unknown key by its own path
 * (`criteria.states`), so the 400 says which filter was not understood.
 */
export function strictValidatorCompiler<S>({
  schema,
}: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  const zodSchema = schema as unknown as z.ZodType;
  return (data: unknown) => {
    const result = zodSchema.safeParse(data);
    if (result.success) return { value: result.data };
    const error: FastifySchemaValidationError[] = fieldIssuesOf(
      result.error.issues,
    ).map(({ path, message }) => ({
      keyword: 'zod',
      instancePath: `/${path.join('/')}`,
      schemaPath: '#',
      params: {},
      message,
    }));
    return { error };
  };
}

/**
 * Route options for a body holding criteria at `criteriaPath`: the body's
 * bytes are bounded before it is read, its nesting and the criteria's size
 * before it is validated, and unknown keys are named.
 */
export function criteriaGuard(criteriaPath: readonly string[]) {
  return {
    bodyLimit: SEARCH_BODY_MAX_BYTES,
    validatorCompiler: strictValidatorCompiler,
    preValidation: async (request: FastifyRequest) => {
      const issue = searchBodyBoundsIssue(request.body, criteriaPath);
      if (issue) {
        throw new ValidationError(
          { [issue.path.join('.')]: issue.message },
          issue.message,
        );
      }
    },
  };
}
