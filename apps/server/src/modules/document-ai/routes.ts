import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentExtractionResultSchema, documentExtractionSchema, idParamSchema } from '@rumo/core';
import { createDocumentsAi } from '../../platform/documents-ai/index.ts';
import { extractDocument } from './service.ts';

/** AI reading of a customer's document scan: fields with confidences, nothing saved. */
export const documentAiRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // the OCR worker starts on the first document, is reused, and stops with the app
  const engine = createDocumentsAi(app.config);
  app.addHook('onClose', async () => engine.close());

  api.post(
    '/customers/:id/agent/documents',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['documents'],
        params: idParamSchema,
        body: documentExtractionSchema,
        response: { 200: documentExtractionResultSchema },
      },
    },
    async (request) => extractDocument(request.ctx, engine, request.params.id, request.body),
  );
};
