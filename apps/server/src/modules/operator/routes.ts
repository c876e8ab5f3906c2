import os from 'node:os';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  operatorAgencyDetailSchema,
  operatorAgencyListSchema,
  operatorExtendTrialSchema,
  operatorGrantSchema,
  operatorListQuerySchema,
} from '@rumo/core';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { runOperatorCommand } from './commands.ts';
import { channelTokenValid, closeOperatorChannel } from './local-channel.ts';
import { systemContext } from '../../platform/context/context.ts';
import { agencyDetail, blockAgency, extendTrial, isOperator, unblockAgency, unscopedGrantOperator, unscopedListAgencies } from './service.ts';

/**
 * The operator area's calls (/operador): agencies, their status and subscription figures, and the
 * block / unblock / extend-trial / grant actions. Never an agency's clients, trips or files.
 */
export const operatorRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireOperator = async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.auth) throw unauthenticated();
    if (!(await isOperator(request.baseCtx))) throw forbidden();
  };
  const actor = (request: FastifyRequest) => ({ userId: request.auth!.userId });
  const idParams = z.object({ id: z.coerce.number().int().positive() });
  const opts = { preHandler: requireOperator };
  const tags = ['operator'];
  app.addHook('onClose', async () => closeOperatorChannel(app.config));

  api.get(
    '/operator/agencies',
    { ...opts, schema: { tags, querystring: operatorListQuerySchema, response: { 200: operatorAgencyListSchema } } },
    async (request) => unscopedListAgencies(request.baseCtx, request.query.search || undefined),
  );
  api.get(
    '/operator/agencies/:id',
    { ...opts, schema: { tags, params: idParams, response: { 200: operatorAgencyDetailSchema } } },
    async (request) => agencyDetail(request.baseCtx, request.params.id),
  );
  api.post(
    '/operator/agencies/:id/block',
    { ...opts, schema: { tags, params: idParams, response: { 200: operatorAgencyDetailSchema } } },
    async (request) => blockAgency(request.baseCtx, actor(request), request.params.id),
  );
  api.post(
    '/operator/agencies/:id/unblock',
    { ...opts, schema: { tags, params: idParams, response: { 200: operatorAgencyDetailSchema } } },
    async (request) => unblockAgency(request.baseCtx, actor(request), request.params.id),
  );
  api.post(
    '/operator/agencies/:id/extend-trial',
    { ...opts, schema: { tags, params: idParams, body: operatorExtendTrialSchema, response: { 200: operatorAgencyDetailSchema } } },
    async (request) => extendTrial(request.baseCtx, actor(request), request.params.id, request.body.days),
  );
  api.post(
    '/operator/grant',
    { ...opts, schema: { tags, body: operatorGrantSchema, response: { 200: z.object({ id: z.number(), email: z.string(), is_operator: z.boolean() }) } } },
    async (request) => unscopedGrantOperator(request.baseCtx, actor(request), request.body.email),
  );

  // The operator command on this machine, while the embedded database is this process's (local-channel.ts).
  api.post(
    '/operator/local',
    {
      schema: { hide: true, body: z.object({ argv: z.array(z.string().max(500)).max(10), user: z.string().max(100).optional() }) },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      if (!channelTokenValid(app.config, request.headers['x-operator-token'] as string | undefined)) throw forbidden();
      const result = await runOperatorCommand(systemContext(app, { ip: request.ip }), { cli: request.body.user || os.userInfo().username }, request.body.argv);
      return reply.send(result);
    },
  );
};
