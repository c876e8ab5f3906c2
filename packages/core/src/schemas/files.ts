import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, PROFILE_IMAGE_MAX_BYTES } from '../constants.ts';
import type { MessageKey } from '../i18n/types.ts';
import { keyError } from './common.ts';

/** Files sent as data URLs: "data:<mime>;base64,<payload>". */

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

export interface ParsedDataUrl {
  mime: string;
  /** Decoded size in bytes. */
  size: number;
  /** Base64 payload without the header. */
  base64: string;
}

/** Splits "data:image/png;base64,...." into mime, decoded size and payload; null when malformed. */
export function parseDataUrl(value: string): ParsedDataUrl | null {
  const header = DATA_URL.exec(value);
  if (!header) return null;
  const base64 = value.slice(header[0].length).replace(/\s/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64_BODY.test(base64)) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return { mime: header[1]!.toLowerCase(), size: (base64.length / 4) * 3 - padding, base64 };
}

export const IMAGE_MIMES = ['image/png', 'image/jpeg'] as const;
export const DOCUMENT_MIMES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

export interface DataUrlRules {
  mimes: readonly string[];
  maxBytes: number;
  typeError: MessageKey;
  sizeError: MessageKey;
  requiredError?: MessageKey;
  /** Not a data URL at all; default 'validation.fileInvalid'. */
  invalidError?: MessageKey;
}

/**
 * A file sent as a data URL. The declared type and size are checked here; the server must still
 * check the magic bytes of the decoded content.
 */
export function dataUrlSchema(rules: DataUrlRules) {
  const required = rules.requiredError ?? 'validation.fileRequired';
  const invalid = rules.invalidError ?? 'validation.fileInvalid';
  // base64 grows 4/3; the margin covers the header.
  const maxChars = Math.ceil(rules.maxBytes / 3) * 4 + 256;
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .min(1, keyError(required))
    .superRefine((value, ctx) => {
      if (value.length > maxChars) {
        ctx.addIssue({ code: 'custom', message: rules.sizeError });
        return;
      }
      const parsed = parseDataUrl(value);
      if (!parsed) ctx.addIssue({ code: 'custom', message: invalid });
      else if (!rules.mimes.includes(parsed.mime)) ctx.addIssue({ code: 'custom', message: rules.typeError });
      else if (parsed.size > rules.maxBytes) ctx.addIssue({ code: 'custom', message: rules.sizeError });
    });
}

/** Profile picture or logo: png or jpeg, at most 1 MB. */
export const imageUploadSchema = dataUrlSchema({
  mimes: IMAGE_MIMES,
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  typeError: 'validation.imageFormat',
  sizeError: 'validation.imageTooLarge',
});

/** Customer document scan: png, jpeg or pdf, at most 5 MB. */
export const documentUploadSchema = dataUrlSchema({
  mimes: DOCUMENT_MIMES,
  maxBytes: DOCUMENT_MAX_BYTES,
  typeError: 'validation.imageFormat',
  sizeError: 'validation.documentTooLarge',
  requiredError: 'validation.documentFileRequired',
});

/**
 * Picture or logo field of a create/update: a data URL replaces it, null or '' removes it,
 * missing keeps it. The stored URL echoed back by a form (http(s) or /path) also keeps it.
 */
export function pictureField<T extends z.ZodType>(upload: T) {
  return z
    .preprocess(
      ((value: unknown) => {
        if (typeof value !== 'string') return value;
        if (value.trim() === '') return null;
        return /^(https?:\/\/|\/)/i.test(value) ? undefined : value;
      }) as (value: z.input<T> | string | null) => unknown,
      upload.nullish(),
    )
    .optional();
}
