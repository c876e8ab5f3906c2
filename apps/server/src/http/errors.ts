import type { MessageKey, MessageParams } from '@rumo/core';

/** A localisable message: a shared key plus its interpolation values. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * Errors are values: services throw these, one handler turns them into the API's shapes.
 * 400 -> {field: [msg]} / {non_field_errors: [msg]}; others -> {detail: msg}.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: Message,
    readonly fields?: Record<string, Message[]>,
    readonly extra?: Record<string, unknown>,
    /** Also send the message as `error`: the subscription calls' clients read that field (spec 8). */
    readonly asErrorField = false,
  ) {
    super(detail.key);
  }
}

export const billingError = (statusCode: number, key: MessageKey, params?: MessageParams) =>
  new AppError(statusCode, { key, params }, undefined, undefined, true);

export const notFound = () => new AppError(404, { key: 'errors.notFound' });
export const forbidden = () => new AppError(403, { key: 'errors.forbidden' });
export const unauthenticated = (key: MessageKey = 'errors.unauthenticated') => new AppError(401, { key });
export const conflict = (key: MessageKey = 'errors.conflict') => new AppError(409, { key });

/** A 400 with messages under fields; the field "non_field_errors" holds form-wide messages. */
export function fieldError(field: string, key: MessageKey, params?: MessageParams): AppError {
  return new AppError(400, { key }, { [field]: [{ key, params }] });
}

export function fieldErrors(fields: Record<string, MessageKey[]>): AppError {
  const messages = Object.fromEntries(
    Object.entries(fields).map(([field, keys]) => [field, keys.map((key) => ({ key }))]),
  );
  return new AppError(400, { key: 'errors.generic' }, messages);
}
