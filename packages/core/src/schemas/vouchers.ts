import { z } from 'zod';
import { VOUCHER_MAX_BYTES } from '../constants.ts';
import { instantSchema, optionalText } from './common.ts';
import { dataUrlSchema, DOCUMENT_MIMES } from './files.ts';

/** A voucher file: image or pdf, at most 10 MB. */
export const voucherFileSchema = dataUrlSchema({
  mimes: [...DOCUMENT_MIMES, 'image/webp', 'image/gif'],
  maxBytes: VOUCHER_MAX_BYTES,
  typeError: 'validation.voucherFileType',
  sizeError: 'validation.voucherTooLarge',
  invalidError: 'validation.voucherInvalidFile',
});

/** POST /travels/voucher: one file per call (the web sends up to 5 in parallel). */
export const voucherCreateSchema = z.object({
  trail_id: z.number().int().positive(),
  file: voucherFileSchema,
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
  url: z.string(),
  file_name: z.string(),
  mime: z.string(),
  size: z.number().int().min(0),
  created_at: instantSchema,
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListResponseSchema = z.array(voucherSchema);
