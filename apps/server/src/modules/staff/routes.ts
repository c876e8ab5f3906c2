import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, staffCreateSchema, staffListQuerySchema, staffListResponseSchema, staffMemberSchema, staffUpdateSchema } from '@rumo/core';
import { pagedResponse } from '../../http/paging.ts';
import { createStaff, listStaff, removeStaff, updateStaff } from './service.ts';

/** Staff (colaboradores): everyone in the agency reads the list; only the owner changes it. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };

  api.get(
    '/agencies/staff/all',
    { ...opts, schema: { tags: ['staff'], querystring: staffListQuerySchema, response: { 200: staffListResponseSchema } } },
    async (request) => pagedResponse(request, request.query, await listStaff(request.ctx, request.query)),
  );

  api.post(
    '/agencies/staff',
    { ...opts, schema: { tags: ['staff'], body: staffCreateSchema, response: { 201: staffMemberSchema } } },
    async (request, reply) => {
      return reply.status(201).send(await createStaff(request.ctx, request.body));
    },
  );

  api.put(
    '/agencies/staff',
    { ...opts, schema: { tags: ['staff'], body: staffUpdateSchema, response: { 200: staffMemberSchema } } },
    async (request) => {
      return updateStaff(request.ctx, request.body);
    },
  );

  api.delete(
    '/agencies/staff/:id',
    { ...opts, schema: { tags: ['staff'], params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeStaff(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
