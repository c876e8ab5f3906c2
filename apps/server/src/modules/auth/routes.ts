import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  detailResponseSchema,
  passwordRecoverySchema,
  passwordResetSchema,
  signinRequestSchema,
  signinResponseSchema,
  signupResponseSchema,
  signupSchema,
  translate,
} from '@rumo/core';
import { changePassword, requestPasswordRecovery, resetPassword, signIn, signOut, signUp } from './service.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Work done after the answer (the recovery e-mail); the app waits for it before closing.
  const pending = new Set<Promise<void>>();
  const later = (task: () => Promise<void>) => {
    // Starts after the answer has gone out, so not even its first database call delays it.
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, 'background auth task failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  const publicLimit = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 } };

  api.post(
    '/auth/signin',
    {
      schema: { tags: ['auth'], security: [], body: signinRequestSchema, response: { 200: signinResponseSchema } },
      config: publicLimit,
    },
    async (request) => ({ token: await signIn(request.baseCtx, request.body.email, request.body.password) }),
  );

  api.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } }, preHandler: app.authenticate },
    async (request, reply) => {
      await signOut(request.baseCtx);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/agencies/accounts/signup',
    {
      schema: { tags: ['auth'], security: [], body: signupSchema, response: { 201: signupResponseSchema } },
      config: publicLimit,
    },
    async (request, reply) =>
      reply.status(201).send({ token: await signUp(request.baseCtx, request.body), stripe_customer_id: null }),
  );

  api.post(
    '/auth/recovery-password',
    {
      schema: { tags: ['auth'], security: [], body: passwordRecoverySchema, response: { 200: detailResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
    },
    async (request) => {
      await requestPasswordRecovery(request.baseCtx, request.body.email, later);
      return { detail: translate(request.locale, 'auth.recoverySent') };
    },
  );

  api.post(
    '/auth/reset-password',
    {
      schema: { tags: ['auth'], security: [], body: passwordResetSchema, response: { 200: detailResponseSchema } },
      config: publicLimit,
    },
    async (request) => {
      await resetPassword(request.baseCtx, request.body.token, request.body.password);
      return { detail: translate(request.locale, 'auth.passwordReset') };
    },
  );

  api.put(
    '/auth/change-password',
    {
      schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: signinResponseSchema } },
      preHandler: app.authenticate,
    },
    async (request) => ({
      token: await changePassword(request.baseCtx, request.body.old_password, request.body.new_password),
    }),
  );
};
