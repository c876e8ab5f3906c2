import { z } from 'zod';
import { VOUCHER_MAX_BYTES } from '../constants.ts';
import { TRAIL_TYPES } from '../enums.ts';
import { idSchema, instantSchema, keyError, optionalText } from './common.ts';
import { DOCUMENT_MIMES } from './files.ts';

/** Voucher files: images (png, jpeg, webp, gif) or pdf, judged by content on the server. */
export const VOUCHER_MIMES = [...DOCUMENT_MIMES, 'image/webp', 'image/gif'] as const;

/** Longest data URL a 10 MB voucher can make: base64 grows 4/3, plus room for the header. */
export const VOUCHER_DATA_URL_MAX_CHARS = Math.ceil(VOUCHER_MAX_BYTES / 3) * 4 + 256;
/** Route-level body limit of POST /travels/voucher as JSON (~14 MB): the data URL plus the envelope. */
export const VOUCHER_JSON_BODY_LIMIT = VOUCHER_DATA_URL_MAX_CHARS + 16 * 1024;

const HEADER = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,$/i;

export interface DataUrlHeader {
  mime: string;
  /** Characters before the payload ("data:...;base64,"). */
  length: number;
  /** Decoded size the payload announces (exact when it has no whitespace). */
  size: number;
  /** `name=` parameter of the header, if any (already URI-decoded when possible). */
  name: string | null;
}

/**
 * Reads only the header of a data URL and computes the decoded size from the payload's length,
 * without copying or scanning a payload of megabytes (the server decodes it once, with checks).
 */
export function readDataUrlHeader(value: string): DataUrlHeader | null {
  const comma = value.indexOf(',');
  if (comma < 0 || comma > 1024) return null;
  const header = HEADER.exec(value.slice(0, comma + 1));
  if (!header) return null;
  const payload = value.length - comma - 1;
  if (payload === 0) return null;
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  const declared = /;name=([^;,]*)/i.exec(header[2] ?? '')?.[1];
  return { mime: header[1]!.toLowerCase(), length: comma + 1, size: Math.floor((payload * 3) / 4) - padding, name: declared ? decodeName(declared) : null };
}

function decodeName(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A voucher file as a data URL. Declared type and announced size are checked here ('Tipo de
 * arquivo inválido...', 'Tamanho não pode ser maior que 10MB'); the server decodes it and judges
 * the content by its magic bytes ('Invalid file type for voucher upload.').
 */
export const voucherFileSchema = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.fileRequired' : 'validation.voucherInvalidFile'),
  })
  .min(1, keyError('validation.fileRequired'))
  .superRefine((value, ctx) => {
    if (value.length > VOUCHER_DATA_URL_MAX_CHARS) {
      ctx.addIssue({ code: 'custom', message: 'validation.voucherTooLarge' });
      return;
    }
    const header = readDataUrlHeader(value);
    if (!header) ctx.addIssue({ code: 'custom', message: 'validation.voucherInvalidFile' });
    else if (!(VOUCHER_MIMES as readonly string[]).includes(header.mime)) ctx.addIssue({ code: 'custom', message: 'validation.voucherFileType' });
    else if (header.size > VOUCHER_MAX_BYTES) ctx.addIssue({ code: 'custom', message: 'validation.voucherTooLarge' });
  });

/**
 * POST /travels/voucher: one file per call (the web sends up to 5 in parallel). JSON with the
 * file as a data URL, or multipart with trail_id and a file part "file" (streamed, preferred).
 */
export const voucherCreateSchema = z.object({
  trail_id: idSchema,
  /** Data URL; absent when the file comes as a multipart part. */
  file: voucherFileSchema.optional(),
  /** Original file name, for the download; the server makes one up when missing. */
  file_name: optionalText(255),
});
export type VoucherCreate = z.infer<typeof voucherCreateSchema>;
export type VoucherCreateInput = z.input<typeof voucherCreateSchema>;

/** One voucher; GET /travels/vouchers/{travel id} answers a list of them. */
export const voucherSchema = z.object({
  id: z.number().int(),
  trail_id: z.number().int(),
  travel_id: z.number().int(),
  /** Signed URL (expires): use it in <img>/<iframe> or as a download link. */
  url: z.string(),
  file_name: z.string(),
  mime: z.string(),
  size: z.number().int().min(0),
  created_at: instantSchema,
  /** The itinerary item the voucher belongs to. */
  trail: z.object({
    id: z.number().int(),
    type: z.enum(TRAIL_TYPES),
    /** Short label: hotel name, "GRU → LIS", insurer... */
    description: z.string(),
    /** Local start date "yyyy-mm-dd" of the item, if it has one. */
    date: z.string().nullable(),
  }),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListResponseSchema = z.array(voucherSchema);
