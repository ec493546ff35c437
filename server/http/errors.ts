/** One shape for every error the REST API sends: `{ error, message, field? }` (schemas/accounts.ts). */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { GenericSchema, InferOutput } from 'valibot';
import { check, type ValidationFailure } from '../../schemas/validate.ts';
import { ERROR_CODES, type ErrorCode } from '../../schemas/errors.ts';

export function sendError(reply: FastifyReply, status: number, error: ErrorCode, message: string, field?: string) {
  return reply.code(status).send(field === undefined ? { error, message } : { error, field, message });
}

/** A body that failed its schema: 400 naming the first offending field. */
export function sendInvalid(reply: FastifyReply, failure: ValidationFailure) {
  return sendError(reply, 400, ERROR_CODES.invalid, failure.message, failure.field);
}

/** Request bodies are JSON objects; an array or a scalar is refused before the schema sees it. */
export function notAnObject(body: unknown): ValidationFailure | null {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return null;
  return { field: '(root)', message: '(root): the body must be a JSON object' };
}

/** The request's body checked against its schema; undefined once a 400 naming the field has been sent. */
export function parseBody<S extends GenericSchema>(schema: S, request: FastifyRequest, reply: FastifyReply): InferOutput<S> | undefined {
  const shape = notAnObject(request.body);
  if (shape) {
    void sendInvalid(reply, shape);
    return undefined;
  }
  const result = check(schema, request.body);
  if (!result.ok) {
    void sendInvalid(reply, result.error);
    return undefined;
  }
  return result.value;
}

/**
 * The error handler of an API scope: a body the JSON parser rejects is a 400 naming the body, and
 * nothing is a bare 5xx (the details stay in the log).
 */
export function apiErrorHandler(what: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: ERROR_CODES.invalid, field: '(root)', message: `(root): ${error.message}` });
    request.log.error({ err: error }, `${what} failed`);
    return reply.code(500).send({ error: ERROR_CODES.internal, message: 'Something went wrong' });
  };
}
