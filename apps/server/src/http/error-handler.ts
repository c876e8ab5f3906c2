import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, translate, zodIssueParams } from '@rumo/core';
import { AppError } from './errors.ts';

/** "/address/cep" -> "address.cep"; the body root -> non_field_errors. */
function fieldName(instancePath: string): string {
  const name = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return name || 'non_field_errors';
}

/**
 * PostgreSQL codes that only a value from the client can cause (a number out of range, NUL in text,
 * an impossible date, a value too long for its column or index). Schemas refuse these first with a
 * field error; this keeps whatever a schema misses a 400 instead of a 500.
 */
const CLIENT_DATA_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);

function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

const isBrokenJson = (error: FastifyError) =>
  error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError;

/** A multipart stream cut short or without its boundary: busboy's errors carry no status code. */
const isBrokenMultipart = (error: FastifyError) =>
  /^(Unexpected end of (form|multipart data)|Multipart: Boundary not found|Malformed part header)/.test(error.message ?? '');

function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const t = (key: string, params?: Record<string, string | number>) => translate(request.locale, key, params);
  if (error.statusCode === 400 && error.fields) {
    const body = Object.fromEntries(
      Object.entries(error.fields).map(([field, messages]) => [field, messages.map((m) => t(m.key, m.params))]),
    );
    return reply.status(400).send({ ...body, ...error.extra });
  }
  const message = t(error.detail.key, error.detail.params);
  return reply.status(error.statusCode).send({ detail: message, ...(error.asErrorField ? { error: message } : {}), ...error.extra });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(request, reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.message && isMessageKey(issue.message) ? issue.message : 'validation.invalid';
        const params = zodIssueParams(issue.params as { minimum?: unknown; maximum?: unknown });
        // unrecognized_keys reports the root path; name the keys themselves instead
        const keys = (issue.params as { keys?: string[] }).keys;
        const fields = issue.keyword === 'unrecognized_keys' && keys?.length ? keys : [fieldName(issue.instancePath)];
        for (const field of fields) (body[field] ??= []).push(translate(request.locale, key, params));
      }
      return reply.status(400).send(body);
    }

    const status = error.statusCode ?? 500;
    if (isBrokenJson(error)) return reply.status(400).send({ non_field_errors: [translate(request.locale, 'errors.invalidJson')] });
    if (isBrokenMultipart(error))
      return reply.status(400).send({ non_field_errors: [translate(request.locale, 'validation.fileInvalid')] });
    const state = sqlState(error);
    if (state && CLIENT_DATA_SQLSTATES.has(state)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ non_field_errors: [translate(request.locale, 'validation.invalid')] });
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ detail: translate(request.locale, 'errors.payloadTooLarge') });
    if (status === 429) return reply.status(429).send({ detail: error.message });
    if (status === 415) return reply.status(415).send({ detail: translate(request.locale, 'errors.generic') });
    if (status >= 400 && status < 500) return reply.status(status).send({ detail: translate(request.locale, 'errors.generic') });

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: translate(request.locale, 'errors.internal') });
  });
}
