import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountInfoResponseSchema,
  agencyProfileSchema,
  agencyUpdateSchema,
  agencyUsersResponseSchema,
  userUpdateSchema,
} from '@rumo/core';
import { unauthenticated } from '../../http/errors.ts';
import { accountInfo, agencyUsers, createAgencyProfile, updateAgency, updateUser } from './service.ts';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userId = (auth: { userId: number } | null) => {
    if (!auth) throw unauthenticated();
    return auth.userId;
  };

  api.get(
    '/agencies/accounts/info',
    { schema: { tags: ['account'], response: { 200: accountInfoResponseSchema } }, preHandler: app.authenticate },
    async (request) => accountInfo(app, userId(request.auth)),
  );

  api.post(
    '/agencies/accounts/profile',
    {
      schema: { tags: ['account'], body: agencyProfileSchema, response: { 201: accountInfoResponseSchema } },
      preHandler: app.authenticate,
    },
    async (request, reply) => reply.status(201).send(await createAgencyProfile(app, request, userId(request.auth), request.body)),
  );

  api.put(
    '/agencies/accounts/user',
    { schema: { tags: ['account'], body: userUpdateSchema, response: { 200: accountInfoResponseSchema } }, preHandler: app.authenticate },
    async (request) => updateUser(app, request, userId(request.auth), request.body),
  );

  api.put(
    '/agencies/accounts/agency',
    { schema: { tags: ['account'], body: agencyUpdateSchema, response: { 200: accountInfoResponseSchema } }, preHandler: app.authenticate },
    async (request) => updateAgency(request.ctx, request.body),
  );

  api.get(
    '/agencies/accounts/allUsers',
    { schema: { tags: ['account'], response: { 200: agencyUsersResponseSchema } }, preHandler: app.authenticate },
    async (request) => agencyUsers(request.ctx),
  );
};
