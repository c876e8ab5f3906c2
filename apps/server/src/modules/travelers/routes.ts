import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, travelerCreateSchema, travelerListResponseSchema, travelerSchema } from '@rumo/core';
import { addTraveler, listTravelers, removeTraveler } from './service.ts';

/** The people on a trip (the travellers tab). */
export const travelerRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };

  api.post(
    '/customers/dependents/travel',
    { ...opts, schema: { tags: ['travelers'], body: travelerCreateSchema, response: { 201: travelerSchema } } },
    async (request, reply) => reply.status(201).send(await addTraveler(request.ctx, request.body)),
  );

  /** id = the travel's id. */
  api.get(
    '/customers/dependents/travel/:id',
    { ...opts, schema: { tags: ['travelers'], params: idParamSchema, response: { 200: travelerListResponseSchema } } },
    async (request) => listTravelers(request.ctx, request.params.id),
  );

  /** id = the traveller row's id. */
  api.delete(
    '/customers/dependents/travel/:id',
    { ...opts, schema: { tags: ['travelers'], params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeTraveler(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
