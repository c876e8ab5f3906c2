import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  travelCreateResponseSchema,
  travelCreateSchema,
  travelDeleteQuerySchema,
  travelDetailSchema,
  travelListQuerySchema,
  travelListResponseSchema,
  travelUpdateSchema,
} from '@rumo/core';
import { pagedResponse } from '../../http/paging.ts';
import { createTravel, listTravels, openTravel, removeTravel, TRAVEL_LISTS_TAG, TRAVEL_TAG, updateTravel } from './service.ts';

/** Trips: the home lists and calendar, the trip form and the trip detail. */
export const travelRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  // the lists and calendars are the busiest reads: answered from the read cache until the agency's data changes
  const list = { preHandler: [app.authenticate, app.cachedRead], config: { readCacheTag: TRAVEL_LISTS_TAG }, schema: { tags: ['travels'], querystring: travelListQuerySchema, response: { 200: travelListResponseSchema } } };

  api.get('/travels', list, async (request) => pagedResponse(request, request.query, await listTravels(request.ctx, {}, request.query)));

  api.get('/travels/all', list, async (request) => pagedResponse(request, request.query, await listTravels(request.ctx, {}, request.query)));

  /** 'my' trips: the ones the current user created. */
  api.get('/travels/all-customer', list, async (request) =>
    pagedResponse(request, request.query, await listTravels(request.ctx, { createdBy: request.ctx.userId ?? undefined }, request.query)),
  );

  // Cached too: a hit skips recording the open, which a miss does at most once a minute (openTravel),
  // and a cached answer lives at most READ_CACHE_TTL_SECONDS: last access stays within two minutes.
  api.get(
    '/travels/:id',
    {
      preHandler: [app.authenticate, app.cachedRead],
      config: { readCacheTag: TRAVEL_TAG },
      schema: { tags: ['travels'], params: idParamSchema, response: { 200: travelDetailSchema } },
    },
    async (request) => openTravel(request.ctx, request.params.id),
  );

  api.post(
    '/travels',
    { ...opts, schema: { tags: ['travels'], body: travelCreateSchema, response: { 201: travelCreateResponseSchema } } },
    async (request, reply) => reply.status(201).send(await createTravel(request.ctx, request.body)),
  );

  api.put(
    '/travels',
    { ...opts, schema: { tags: ['travels'], body: travelUpdateSchema, response: { 200: travelDetailSchema } } },
    async (request) => updateTravel(request.ctx, request.body),
  );

  api.delete(
    '/travels/:id',
    { ...opts, schema: { tags: ['travels'], params: idParamSchema, querystring: travelDeleteQuerySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeTravel(request.ctx, request.params.id, request.query.customer_id);
      return reply.status(204).send(null);
    },
  );
};
