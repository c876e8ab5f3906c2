import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signinRequestSchema, signinResponseSchema } from '@rumo/core';
import { signIn, signOut } from './service.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/signin',
    {
      schema: { tags: ['auth'], security: [], body: signinRequestSchema, response: { 200: signinResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => ({ token: await signIn(app, request.body.email, request.body.password) }),
  );

  api.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } }, preHandler: app.authenticate },
    async (request, reply) => {
      await signOut(app, request.auth!.userId);
      return reply.status(204).send(null);
    },
  );
};
