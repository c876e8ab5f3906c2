import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dependentCreateSchema,
  dependentListResponseSchema,
  dependentSchema,
  dependentUpdateSchema,
  idParamSchema,
} from '@rumo/core';
import { createDependent, deleteDependent, listDependents, updateDependent } from './service.ts';

/** A customer's dependents (family and friends who travel with them). */
export const dependentRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  const tags = ['dependents'];

  api.get(
    '/customers/dependents/cus/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: dependentListResponseSchema } } },
    async (request) => listDependents(request.ctx, request.params.id),
  );

  api.post(
    '/customers/dependents',
    { ...opts, schema: { tags, body: dependentCreateSchema, response: { 201: dependentSchema } } },
    async (request, reply) => reply.status(201).send(await createDependent(request.ctx, request.body)),
  );

  api.put(
    '/customers/dependents',
    { ...opts, schema: { tags, body: dependentUpdateSchema, response: { 200: dependentSchema } } },
    async (request) => updateDependent(request.ctx, request.body),
  );

  api.delete(
    '/customers/dependents/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteDependent(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
