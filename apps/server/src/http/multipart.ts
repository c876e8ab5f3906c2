import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MB, type MessageKey } from '@rumo/core';
import { fieldError } from './errors.ts';

/** Multipart limits for every route: a file of at most 10 MB (vouchers), at most 5 files per request. */
export const MULTIPART_LIMITS = { fileSize: 10 * MB, files: 5 } as const;

/** A file part of a multipart request, read into memory (the limits above keep it small). */
export interface UploadedFile {
  field: string;
  filename: string;
  /** As declared by the client; never trusted, the content is checked by its magic bytes. */
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file parts read by multipartBody(); null for JSON requests. */
    uploads: UploadedFile[] | null;
  }
}

/**
 * Registers @fastify/multipart for the whole app (app.ts: `app.register(import(...))`). Files are
 * not attached to the body: a route that takes multipart reads it with the multipartBody() hook.
 */
const multipartPlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('uploads', null);
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS } });
};
// Not encapsulated (what fastify-plugin does): the parser and decorator apply to every route.
Object.assign(multipartPlugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: 'rumo-multipart' });
export default multipartPlugin;

export interface MultipartBodyOptions {
  /** Text fields read as numbers ("12" -> 12), for ids the zod schema expects as numbers. */
  numeric?: readonly string[];
  /** Field the file errors are reported under; default 'file'. */
  fileField?: string;
  /** Message for a file above the 10 MB multipart limit; default 'validation.fileInvalid'. */
  sizeError?: MessageKey;
}

function textValue(name: string, value: string, numeric: ReadonlySet<string>): unknown {
  if (value === 'null') return null;
  if (numeric.has(name) && /^\s*\d+\s*$/.test(value)) return Number(value);
  const trimmed = value.trim();
  if ((trimmed.startsWith('{') && trimmed.endsWith('}')) || (trimmed.startsWith('[') && trimmed.endsWith(']'))) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * preValidation hook for routes that take JSON or multipart: a multipart request's text fields
 * become the body (validated by the route's zod schema like JSON), a text field "data" holding
 * JSON is merged in, and the file parts land in request.uploads. JSON requests pass untouched.
 */
export function multipartBody(options: MultipartBodyOptions = {}) {
  const numeric = new Set(options.numeric ?? []);
  const fileField = options.fileField ?? 'file';
  return async function readMultipart(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    const uploads: UploadedFile[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          uploads.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
        } else if (part.fieldname === 'data' && typeof part.value === 'string') {
          const parsed = textValue('data', part.value, numeric);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(body, parsed);
        } else {
          body[part.fieldname] = typeof part.value === 'string' ? textValue(part.fieldname, part.value, numeric) : part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(fileField, options.sizeError ?? 'validation.fileInvalid');
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        throw fieldError(fileField, 'validation.fileInvalid');
      throw error;
    }
    (request as { body: unknown }).body = body;
    request.uploads = uploads;
  };
}

/** The first uploaded file of a field, if any. */
export function uploadOf(request: FastifyRequest, field = 'file'): UploadedFile | undefined {
  return request.uploads?.find((upload) => upload.field === field);
}
