import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerExportQuerySchema, customerImportResultSchema } from '@rumo/core';
import { multipartBody } from '../../http/multipart.ts';
import { requireAgency } from '../../platform/auth/guard.ts';
import { exportCustomers, importCustomers } from './service.ts';
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
      const auth = requireAgency(request);
      // The web sends the file under a random field name: take the first file part.
      return importCustomers(app, request, auth.agencyId, auth.userId, request.uploads?.[0]);
    },
  );

  api.get(
    '/customers/export',
    { preHandler: app.authenticate, schema: { tags, querystring: customerExportQuerySchema } },
    async (request, reply) => {
      const auth = requireAgency(request);
      const file = await exportCustomers(app, request, auth.agencyId, auth.userId, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
