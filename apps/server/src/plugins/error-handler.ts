import { STATUS_CODES } from 'node:http';
import {
  ERROR_TEXTS,
  type AppError as AppErrorBody,
  type FieldIssues,
} from '@edge/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ServiceBusyError } from '../shared/errors';

/** The method, path, status and request id a support person can search logs by. */
export function techMessage(
  request: FastifyRequest,
  statusCode: number,
): string {
  const path = request.url.split('?')[0] ?? request.url;
  return `${request.method} ${path} ${statusCode} ${request.id}`;
}

/** Sends the spec's App error shape (SPEC §3, STYLE §4). */
export function sendAppError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
): FastifyReply {
  const body: AppErrorBody = {
    message: error.message,
    statusCode: error.statusCode,
    extraData: error.extraData,
    techMessage: techMessage(request, error.statusCode),
  };
  if (error instanceof ServiceBusyError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.status(error.statusCode).send(body);
}

function fieldKey(
  issue: FastifySchemaValidationError,
  context: string,
): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context;
}

function fieldMessage(issue: FastifySchemaValidationError): string {
  const message = issue.message ?? 'Invalid value.';
  return /received undefined$/.test(message)
    ? 'This field is required.'
    : message;
}

/** Field path to first message of a schema validation failure. */
export function toFieldIssues(error: FastifyError): FieldIssues {
  const fields: FieldIssues = {};
  const context = error.validationContext ?? 'body';
  for (const issue of error.validation ?? []) {
    fields[fieldKey(issue, context)] ??= fieldMessage(issue);
  }
  return fields;
}

// Every failure as an AppError: known ones keep their status and text,
// anything else becomes a 500 that says nothing about the cause.
export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return new AppError(400, 'VALIDATION', ERROR_TEXTS.VALIDATION, {
      fields: toFieldIssues(fastifyError),
    });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 400
        ? ERROR_TEXTS.VALIDATION
        : (STATUS_CODES[status] ?? 'Bad request');
    return new AppError(status, fastifyError.code ?? 'BAD_REQUEST', message);
  }
  return new AppError(500, 'INTERNAL', ERROR_TEXTS.INTERNAL);
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      // The full error stays in the log, tied to the request id.
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code }, appError.message);
    }
    return sendAppError(request, reply, appError);
  });
}

/** One error handler for the whole app. */
export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler' });
