import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountInfoResponseSchema,
  agencyProfileSchema,
  agencyUpdateSchema,
  agencyUsersResponseSchema,
  userUpdateSchema,
  whatsappSenderSchema,
  whatsappSenderUpdateSchema,
} from '@rumo/core';
import { getWhatsappSender, updateWhatsappSender } from './whatsapp-sender.ts';
import { accountInfo, agencyUsers, createAgencyProfile, updateAgency, updateUser } from './service.ts';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/agencies/accounts/info',
    { schema: { tags: ['account'], response: { 200: accountInfoResponseSchema } }, preHandler: app.authenticate },
    async (request) => accountInfo(request.baseCtx),
  );

  api.post(
    '/agencies/accounts/profile',
    {
      schema: { tags: ['account'], body: agencyProfileSchema, response: { 201: accountInfoResponseSchema } },
      preHandler: app.authenticate,
    },
    async (request, reply) => reply.status(201).send(await createAgencyProfile(request.baseCtx, request.body)),
  );

  api.put(
    '/agencies/accounts/user',
    { schema: { tags: ['account'], body: userUpdateSchema, response: { 200: accountInfoResponseSchema } }, preHandler: app.authenticate },
    async (request) => updateUser(request.baseCtx, request.body),
  );

  api.put(
    '/agencies/accounts/agency',
    { schema: { tags: ['account'], body: agencyUpdateSchema, response: { 200: accountInfoResponseSchema } }, preHandler: app.authenticate },
    async (request) => updateAgency(request.ctx, request.body),
  );

  api.get(
    '/agencies/accounts/whatsapp',
    { schema: { tags: ['account'], response: { 200: whatsappSenderSchema } }, preHandler: app.authenticate },
    async (request) => getWhatsappSender(request.ctx),
  );

  api.put(
    '/agencies/accounts/whatsapp',
    { schema: { tags: ['account'], body: whatsappSenderUpdateSchema, response: { 200: whatsappSenderSchema } }, preHandler: app.authenticate },
    async (request) => updateWhatsappSender(request.ctx, request.body),
  );

  api.get(
    '/agencies/accounts/allUsers',
    { schema: { tags: ['account'], response: { 200: agencyUsersResponseSchema } }, preHandler: app.authenticate },
    async (request) => agencyUsers(request.ctx),
  );
};
