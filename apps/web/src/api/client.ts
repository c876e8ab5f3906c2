import { API_PREFIX, API_TIMEOUT_MS, type AgencyStatus } from '@rumo/core';
import { readLocale } from '../app/locale.ts';
import { clearToken, getToken } from './session.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** false for the public calls: no bearer token, and a 401 does not end the session. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/** The page's translator, for the generic message of an error without a body (set once its language loads). */
let translate: (key: string) => string = (key) => key;
export function setApiTranslator(t: (key: string) => string): void {
  translate = t;
}

/**
 * Every failed call rejects with this. The API's error shapes (ARCHITECTURE "API conventions"):
 * 400 `{field: [msg]}` and `{non_field_errors: [msg]}`, other statuses `{detail}`, billing `{error}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly fieldErrors: Record<string, string[]>;
  readonly nonFieldErrors: string[];
  readonly detail?: string;
  readonly error?: string;
  readonly body: unknown;

  constructor(init: {
    status: number;
    kind: ApiErrorKind;
    body?: unknown;
    fieldErrors?: Record<string, string[]>;
    nonFieldErrors?: string[];
    detail?: string;
    error?: string;
  }) {
    const fieldErrors = init.fieldErrors ?? {};
    const nonFieldErrors = init.nonFieldErrors ?? [];
    const firstField = Object.values(fieldErrors).find((messages) => messages.length > 0)?.[0];
    super(
      init.detail ?? init.error ?? nonFieldErrors[0] ?? firstField ?? translate('errors.generic'),
    );
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.fieldErrors = fieldErrors;
    this.nonFieldErrors = nonFieldErrors;
    this.detail = init.detail;
    this.error = init.error;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

let onUnauthorized: (() => void) | null = null;

let onAgencyRefused: ((status: AgencyStatus) => void) | null = null;

/** The app decides where a call refused for the agency's status leads (blocked, plans, awaiting payment). */
export function setAgencyRefusedHandler(handler: ((status: AgencyStatus) => void) | null): void {
  onAgencyRefused = handler;
}

/** The app decides where a 401 on an authenticated call leads (the login page). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

function toMessages(value: unknown): string[] | null {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  return null;
}

/** Splits an error body into the ApiError fields; unknown shapes keep only the status. */
export function parseErrorBody(status: number, body: unknown): ApiError {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return new ApiError({ status, kind: 'http', body });
  }
  const fieldErrors: Record<string, string[]> = {};
  let nonFieldErrors: string[] = [];
  let detail: string | undefined;
  let error: string | undefined;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'detail' && typeof value === 'string') detail = value;
    else if (key === 'error' && typeof value === 'string') error = value;
    else if (key === 'non_field_errors') nonFieldErrors = toMessages(value) ?? [];
    else {
      const messages = toMessages(value);
      if (messages) fieldErrors[key] = messages;
    }
  }
  return new ApiError({ status, kind: 'http', body, fieldErrors, nonFieldErrors, detail, error });
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The one HTTP client of the web app: `/api/v1`, bearer token, Accept-Language, 300 s timeout. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, signal, timeoutMs = API_TIMEOUT_MS } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': readLocale(),
    ...options.headers,
  };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortFromCaller();
  else signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal: controller.signal });
  } catch (cause) {
    // A caller's own abort (a query being cancelled) is not an API error: pass it on unchanged.
    if (signal?.aborted && !timedOut) throw cause;
    throw new ApiError({ status: 0, kind: timedOut ? 'timeout' : 'network', body: cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  const data = await readBody(response);
  if (response.ok) return data as T;
  if (response.status === 401 && auth && token) {
    clearToken();
    onUnauthorized?.();
  }
  const refused = response.status === 403 && data && typeof data === 'object' ? (data as { agency_status?: AgencyStatus }).agency_status : undefined;
  if (refused && auth) onAgencyRefused?.(refused);
  throw parseErrorBody(response.status, data);
}

type BodylessOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
