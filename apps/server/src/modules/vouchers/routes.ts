import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  VOUCHER_JSON_BODY_LIMIT,
  VOUCHER_MIMES,
  voucherCreateSchema,
  voucherListResponseSchema,
  voucherSchema,
} from '@rumo/core';
import { fieldError } from '../../http/errors.ts';
import { multipartBody, uploadOf } from '../../http/multipart.ts';
import { createVoucher, deleteVoucher, listVouchers } from './service.ts';

/**
 * A JSON body announced larger than the route's limit answers the voucher size message at once,
 * before a byte of it is read (fastify would read up to the limit and answer a bare 413).
 */
async function rejectOversizedJson(request: FastifyRequest) {
  if (request.isMultipart()) return;
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > VOUCHER_JSON_BODY_LIMIT) throw fieldError('file', 'validation.voucherTooLarge');
}

/** A multipart part's declared type is checked before its content (spec 5); browsers send octet-stream for unknown types. */
async function checkDeclaredType(request: FastifyRequest) {
  const upload = uploadOf(request);
  if (!upload) return;
  const declared = upload.mimetype.toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !(VOUCHER_MIMES as readonly string[]).includes(declared))
    throw fieldError('file', 'validation.voucherFileType');
}

/** Vouchers of itinerary items; files are served through signed URLs only. */
export const voucherRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vouchers'];

  api.post(
    '/travels/voucher',
    {
      // A 10 MB file is ~14 MB of base64: this route alone takes a body that large as JSON;
      // multipart (what the web sends) streams the file part under the 10 MB multipart limit.
      bodyLimit: VOUCHER_JSON_BODY_LIMIT,
      // Authenticate before the body is read or parsed.
      onRequest: [app.authenticate, rejectOversizedJson],
      preValidation: [multipartBody({ numeric: ['trail_id'], sizeError: 'validation.voucherTooLarge' }), checkDeclaredType],
      schema: { tags, body: voucherCreateSchema, response: { 201: voucherSchema } },
    },
    async (request, reply) => {
      const voucher = await createVoucher(request.ctx, request.body, uploadOf(request));
      return reply.status(201).send(voucher);
    },
  );

  api.delete(
    '/travels/voucher/:id',
    { preHandler: app.authenticate, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteVoucher(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/travels/vouchers/:id',
    { preHandler: app.authenticate, schema: { tags, params: idParamSchema, response: { 200: voucherListResponseSchema } } },
    async (request) => listVouchers(request.ctx, request.params.id),
  );
};
