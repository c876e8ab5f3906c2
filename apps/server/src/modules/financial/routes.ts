import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  financialReportSchema,
  idParamSchema,
  travelFinancialUpdateSchema,
  travelPaymentCreateSchema,
  travelPaymentSchema,
} from '@rumo/core';
import { XLSX_MIME } from './export.ts';
import { createPayment, deletePayment, exportFinancial, financialReport, updateFinancial } from './service.ts';
import { contentDisposition } from '../../http/content-disposition.ts';

/** The per-trip financial report (also the data of the printable /relatorio-financeiro page), its settings, payments and export. */
export const financialRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  const tags = ['financial'];

  api.get(
    '/travels/financial/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: financialReportSchema } } },
    async (request) => financialReport(request.ctx, request.params.id),
  );

  api.get(
    '/travels/financial/:id/export',
    { ...opts, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const file = await exportFinancial(request.ctx, request.params.id);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  api.put(
    '/travels/financial',
    { ...opts, schema: { tags, body: travelFinancialUpdateSchema, response: { 200: financialReportSchema } } },
    async (request) => updateFinancial(request.ctx, request.body),
  );

  api.post(
    '/travels/financial/payment',
    { ...opts, schema: { tags, body: travelPaymentCreateSchema, response: { 201: travelPaymentSchema } } },
    async (request, reply) => reply.status(201).send(await createPayment(request.ctx, request.body)),
  );

  api.delete(
    '/travels/financial/payment/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePayment(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
