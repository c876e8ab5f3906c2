import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { parseDataUrl, readDataUrlHeader, VOUCHER_MAX_BYTES, VOUCHER_MIMES, type Voucher, type VoucherCreate } from '@rumo/core';
import { trails, vouchers } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, inTransaction, type Context } from '../../platform/context/context.ts';
import { checkFileContent, type UploadRules } from '../../platform/storage/uploads.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { describeTrail, trailDate } from './labels.ts';

/** Voucher files: png, jpeg, webp, gif or pdf by content, at most 10 MB (spec 5 and 8). */
export const VOUCHER_RULES: UploadRules = {
  mimes: VOUCHER_MIMES,
  maxBytes: VOUCHER_MAX_BYTES,
  typeError: 'validation.voucherInvalidFile',
  sizeError: 'validation.voucherTooLarge',
};

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/**
 * Decodes a voucher data URL with one allocation: the payload is handed to Buffer.from as a
 * slice of the request string (V8 does not copy it) and never scanned by a regex. A payload the
 * decoder skipped characters of (whitespace, junk) decodes shorter than announced and is retried
 * through the strict parser.
 */
export function decodeVoucherDataUrl(value: string): Buffer {
  const header = readDataUrlHeader(value);
  if (!header) throw fieldError('file', 'validation.voucherInvalidFile');
  if (!(VOUCHER_MIMES as readonly string[]).includes(header.mime)) throw fieldError('file', 'validation.voucherFileType');
  if (header.size > VOUCHER_MAX_BYTES) throw fieldError('file', 'validation.voucherTooLarge');
  const data = Buffer.from(value.slice(header.length), 'base64');
  if (data.length === header.size && (value.length - header.length) % 4 === 0) return data;
  const strict = parseDataUrl(value);
  if (!strict) throw fieldError('file', 'validation.voucherInvalidFile');
  if (strict.size > VOUCHER_MAX_BYTES) throw fieldError('file', 'validation.voucherTooLarge');
  return Buffer.from(strict.base64, 'base64');
}

/** A safe display name: the base name without control characters or path parts. */
function cleanFileName(name: string | null | undefined, fallback: string, mime: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename((name ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return base || `${fallback}.${EXTENSIONS[mime] ?? 'bin'}`;
}

function selectVouchers(ctx: Context) {
  return ctx.db
    .select({ voucher: vouchers, trail: { id: trails.id, type: trails.type, details: trails.details } })
    .from(vouchers)
    .innerJoin(trails, eq(trails.id, vouchers.trail_id));
}

type VoucherRow = Awaited<ReturnType<ReturnType<typeof selectVouchers>['execute']>>[number];

/** A voucher as the API shows it; `ttlSeconds` shortens its signed URL (share pages). */
export function toVoucher(ctx: Context, row: VoucherRow, ttlSeconds?: number): Voucher {
  const v = row.voucher;
  return {
    id: v.id,
    trail_id: v.trail_id,
    travel_id: v.travel_id,
    url: ctx.deps.fileUrls.url(v.file_key, ttlSeconds)!,
    file_name: v.file_name,
    mime: v.mime,
    size: v.size,
    created_at: v.created_at,
    trail: {
      id: row.trail.id,
      type: row.trail.type,
      description: describeTrail(row.trail.type, row.trail.details ?? {}),
      date: trailDate(row.trail.type, row.trail.details ?? {}),
    },
  };
}

/** A trip's vouchers in itinerary order (one query); the caller has checked the trip's agency. */
export async function vouchersOfTravel(ctx: Context, travelId: number, ttlSeconds?: number): Promise<Voucher[]> {
  const rows = await selectVouchers(ctx)
    .where(scoped(ctx).where(vouchers, eq(vouchers.travel_id, travelId)))
    .orderBy(asc(trails.starts_at), asc(trails.position), asc(trails.id), asc(vouchers.id));
  return rows.map((row) => toVoucher(ctx, row, ttlSeconds));
}

/** GET /travels/vouchers/{travel id} */
export async function listVouchers(ctx: Context, travelId: number): Promise<Voucher[]> {
  await scoped(ctx).travels.require(travelId);
  return vouchersOfTravel(ctx, travelId);
}

/** POST /travels/voucher: JSON with a data URL or multipart with a file part "file"; the trail must be the agency's. */
export async function createVoucher(
  ctx: Context, input: VoucherCreate,
  upload?: UploadedFile,
): Promise<Voucher> {
  const [trail] = await ctx.db
    .select({ id: trails.id, travel_id: trails.travel_id, type: trails.type })
    .from(trails)
    .where(scoped(ctx).where(trails, eq(trails.id, input.trail_id)))
    .limit(1);
  if (!trail) throw notFound();

  let data: Buffer;
  let declaredName: string | null | undefined = input.file_name;
  if (upload) {
    data = upload.data;
    declaredName ??= upload.filename;
  } else if (input.file) {
    data = decodeVoucherDataUrl(input.file);
    declaredName ??= readDataUrlHeader(input.file)?.name;
  } else throw fieldError('file', 'validation.fileRequired');
  if (data.length === 0) throw fieldError('file', 'validation.voucherInvalidFile');
  const mime = await checkFileContent(data, 'file', VOUCHER_RULES);
  const stored = await ctx.deps.storage.put('vouchers', data, EXTENSIONS[mime] ?? 'bin');

  const row = await inTransaction(ctx, async (tx) => {
    const [created] = await tx.db
      .insert(vouchers)
      .values(
        scoped(tx).row({
      travel_id: trail.travel_id,
      trail_id: trail.id,
      file_key: stored.key,
      file_name: cleanFileName(declaredName, `voucher-${trail.type}-${trail.id}`, mime),
      mime,
      size: stored.size,
      created_by: actor(tx),
        }),
      )
      .returning({ id: vouchers.id });
    await recordAudit(tx, {
      action: 'create',
      entity: 'voucher',
      entityId: created!.id,
      details: { travel_id: trail.travel_id, trail_id: trail.id, mime, size: stored.size },
    });
    return created!;
  }).catch(async (error: unknown) => {
    await ctx.deps.storage.delete(stored.key).catch(() => {});
    throw error;
  });
  const [created] = await selectVouchers(ctx)
    .where(scoped(ctx).where(vouchers, eq(vouchers.id, row.id)))
    .limit(1);
  return toVoucher(ctx, created!);
}

/** DELETE /travels/voucher/{id}: the row and its audit entry, then the file. */
export async function deleteVoucher(ctx: Context, id: number) {
  const deleted = await inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .delete(vouchers)
      .where(scoped(tx).where(vouchers, eq(vouchers.id, id)))
      .returning({ id: vouchers.id, file_key: vouchers.file_key, travel_id: vouchers.travel_id, trail_id: vouchers.trail_id });
    if (!row) throw notFound();
    await recordAudit(tx, { action: 'delete', entity: 'voucher', entityId: id, details: { travel_id: row.travel_id, trail_id: row.trail_id } });
    return row;
  });
  await ctx.deps.storage
    .delete(deleted.file_key)
    .catch((error: unknown) => ctx.deps.log.warn({ err: error, key: deleted.file_key }, 'voucher file delete failed'));
}
