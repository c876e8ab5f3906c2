import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailResponseSchema, supportContactSchema, translate } from '@rumo/core';
import { contactSupport } from './service.ts';

/** The support form (/suporte): a message to the support team by e-mail. */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/support/contact',
    { preHandler: app.authenticate, schema: { tags: ['support'], body: supportContactSchema, response: { 201: detailResponseSchema } } },
    async (request, reply) => {
      await contactSupport(request.ctx, request.body);
      return reply.status(201).send({ detail: translate(request.locale, 'support.contactSent') });
    },
  );
};
