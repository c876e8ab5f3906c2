import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  shareCreatedSchema,
  shareCreateSchema,
  sharedTripSchema,
  shareListResponseSchema,
  shareTokenParamSchema,
} from '@rumo/core';
import { tripCalendar } from './calendar.ts';
import { publicOrigin } from '../../http/origin.ts';
import { createShare, listShares, revokeShare, sharedTrip, shareUrl } from './service.ts';
import { fileSlug } from '../vouchers/labels.ts';

/** Share links of a trip and the public, read-only client page they open. */
export const shareRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  const tags = ['share'];

  api.post(
    '/travels/share',
    { ...opts, schema: { tags, body: shareCreateSchema, response: { 201: shareCreatedSchema } } },
    async (request, reply) => {
      const share = await createShare(request.ctx, request.body);
      return reply.status(201).send({ ...share, url: shareUrl(publicOrigin(app, request), share.token) });
    },
  );

  api.get(
    '/travels/shares/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: shareListResponseSchema } } },
    async (request) => listShares(request.ctx, request.params.id),
  );

  api.delete(
    '/travels/share/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeShare(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/public/travels/share/:token',
    { schema: { tags, security: [], params: shareTokenParamSchema, response: { 200: sharedTripSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      return sharedTrip(app, request.params.token);
    },
  );

  api.get(
    '/public/travels/share/:token/calendar.ics',
    { schema: { tags, security: [], params: shareTokenParamSchema } },
    async (request, reply) => {
      const trip = await sharedTrip(app, request.params.token);
      const origin = publicOrigin(app, request);
      const ics = tripCalendar(trip, {
        locale: request.locale,
        host: new URL(origin).hostname,
        pageUrl: `${origin}/viagem-compartilhada/${request.params.token}`,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', `attachment; filename="${fileSlug(trip.trip.name) || 'viagem'}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
};
