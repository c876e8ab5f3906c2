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
import { pagedResponse } from '../../http/paging.ts';
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
  // the busiest reads: answered from the read cache until the agency's data changes
  const cached = { preHandler: [app.authenticate, app.cachedRead] };
  const tags = ['customers'];

  api.get(
    '/customers/all',
    { ...cached, schema: { tags, querystring: customerListQuerySchema, response: { 200: customerListResponseSchema } } },
    async (request) => pagedResponse(request, request.query, await listCustomers(request.ctx, request.query)),
  );

  api.get(
    '/customers',
    {
      ...cached,
      schema: { tags, querystring: customerAutocompleteQuerySchema, response: { 200: customerAutocompleteResponseSchema } },
    },
    async (request) => autocompleteCustomers(request.ctx, request.query),
  );

  api.get(
    '/customers/:id',
    { ...cached, schema: { tags, params: idParamSchema, response: { 200: customerSchema } } },
    async (request) => getCustomer(request.ctx, request.params.id),
  );

  api.post(
    '/customers',
    { ...opts, schema: { tags, body: customerCreateSchema, response: { 201: customerSchema } } },
    async (request, reply) => reply.status(201).send(await createCustomer(request.ctx, request.body)),
  );

  api.put(
    '/customers',
    { ...opts, schema: { tags, body: customerUpdateSchema, response: { 200: customerSchema } } },
    async (request) => updateCustomer(request.ctx, request.body),
  );

  api.post(
    '/customers/delete-bulk',
    { ...opts, schema: { tags, body: customerBulkDeleteSchema, response: { 200: customerBulkDeleteResponseSchema } } },
    async (request) => bulkDeleteCustomers(request.ctx, request.body.customers),
  );

  api.delete(
    '/customers/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCustomer(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
