import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerExportQuerySchema, customerImportResultSchema } from '@rumo/core';
import { multipartBody } from '../../http/multipart.ts';
import { exportCustomers } from './export.ts';
import { importCustomers } from './import.ts';
import { contentDisposition } from '../../http/content-disposition.ts';

/** Client import (xlsx or CSV, multipart) and export (xlsx or CSV). */
export const importExportRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

  api.post(
    '/agencies/accounts/import',
    {
      preValidation: [app.authenticate, multipartBody({ sizeError: 'errors.payloadTooLarge' })],
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: customerImportResultSchema } },
    },
    async (request) => {
      // The web sends the file under a random field name: take the first file part.
      return importCustomers(request.ctx, request.uploads?.[0]);
    },
  );

  api.get(
    '/customers/export',
    { preHandler: app.authenticate, schema: { tags, querystring: customerExportQuerySchema } },
    async (request, reply) => {
      const file = await exportCustomers(request.ctx, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
