import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@rumo/core';
import { contentDisposition } from '../../http/content-disposition.ts';
import { tripPdf } from './service.ts';

/**
 * GET /travels/{id}/pdf: the trip rendered on the server as a PDF, always as an attachment: no
 * screen previews it (the web saves it through downloadFile), so nothing needs it inline.
 */
export const tripPdfRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/travels/:id/pdf',
    { preHandler: app.authenticate, schema: { tags: ['travels'], params: idParamSchema } },
    async (request, reply) => {
      const file = await tripPdf(request.ctx, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
