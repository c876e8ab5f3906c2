import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, itineraryActivitiesResponseSchema, trailCreateSchema, trailSchema, trailUpdateSchema } from '@rumo/core';
import { createTrail, itineraryActivities, removeTrail, updateTrail } from './service.ts';

/** Itinerary items (trails) of a trip, and the list of item types. */
export const trailRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };

  api.get(
    '/travels/itinerary-activities',
    { ...opts, schema: { tags: ['trails'], response: { 200: itineraryActivitiesResponseSchema } } },
    async (request) => itineraryActivities(request.ctx.locale),
  );

  api.post(
    '/travels/trail',
    { ...opts, schema: { tags: ['trails'], body: trailCreateSchema, response: { 201: trailSchema } } },
    async (request, reply) => reply.status(201).send(await createTrail(request.ctx, request.body)),
  );

  api.put(
    '/travels/trail',
    { ...opts, schema: { tags: ['trails'], body: trailUpdateSchema, response: { 200: trailSchema } } },
    async (request) => updateTrail(request.ctx, request.body),
  );

  api.delete(
    '/travels/trail/:id',
    { ...opts, schema: { tags: ['trails'], params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeTrail(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
