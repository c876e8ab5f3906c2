import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@rumo/core';
import { requireAgency } from '../../platform/auth/guard.ts';
import { tripPdf } from './service.ts';

/** GET /travels/{id}/pdf: the trip rendered on the server as a PDF (inline; ?download=1 for an attachment). */
export const tripPdfRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/travels/:id/pdf',
    { preHandler: app.authenticate, schema: { tags: ['travels'], params: idParamSchema } },
    async (request, reply) => {
      const file = await tripPdf(app, requireAgency(request).agencyId, request.params.id, request.locale);
      const download = (request.query as { download?: string } | undefined)?.download === '1';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
