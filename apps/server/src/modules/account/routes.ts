import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountInfoResponseSchema } from '@rumo/core';
import { accountInfo } from './service.ts';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/agencies/accounts/info',
    { schema: { tags: ['account'], response: { 200: accountInfoResponseSchema } }, preHandler: app.authenticate },
    async (request) => accountInfo(app, request.auth!.userId),
  );
};
