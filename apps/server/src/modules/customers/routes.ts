import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerAutocompleteQuerySchema,
  customerAutocompleteResponseSchema,
  customerBulkDeleteResponseSchema,
  customerBulkDeleteSchema,
  customerCreateSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerSchema,
  customerUpdateSchema,
  idParamSchema,
} from '@rumo/core';
import { requireAgency } from '../../platform/auth/guard.ts';
import {
  autocompleteCustomers,
  bulkDeleteCustomers,
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './service.ts';

/** Customers (clientes): everyone in the agency reads and changes them. */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  const tags = ['customers'];

  api.get(
    '/customers/all',
    { ...opts, schema: { tags, querystring: customerListQuerySchema, response: { 200: customerListResponseSchema } } },
    async (request) => listCustomers(app, request, requireAgency(request).agencyId, request.query),
  );

  api.get(
    '/customers',
    {
      ...opts,
      schema: { tags, querystring: customerAutocompleteQuerySchema, response: { 200: customerAutocompleteResponseSchema } },
    },
    async (request) => autocompleteCustomers(app, requireAgency(request).agencyId, request.query),
  );

  api.get(
    '/customers/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: customerSchema } } },
    async (request) => getCustomer(app, requireAgency(request).agencyId, request.params.id),
  );

  api.post(
    '/customers',
    { ...opts, schema: { tags, body: customerCreateSchema, response: { 201: customerSchema } } },
    async (request, reply) => {
      const auth = requireAgency(request);
      return reply.status(201).send(await createCustomer(app, request, auth.agencyId, auth.userId, request.body));
    },
  );

  api.put(
    '/customers',
    { ...opts, schema: { tags, body: customerUpdateSchema, response: { 200: customerSchema } } },
    async (request) => {
      const auth = requireAgency(request);
      return updateCustomer(app, request, auth.agencyId, auth.userId, request.body);
    },
  );

  api.post(
    '/customers/delete-bulk',
    { ...opts, schema: { tags, body: customerBulkDeleteSchema, response: { 200: customerBulkDeleteResponseSchema } } },
    async (request) => {
      const auth = requireAgency(request);
      return bulkDeleteCustomers(app, request, auth.agencyId, auth.userId, request.body.customers);
    },
  );

  api.delete(
    '/customers/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const auth = requireAgency(request);
      await deleteCustomer(app, request, auth.agencyId, auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
