import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentCreateSchema,
  documentListResponseSchema,
  documentSchema,
  documentUpdateSchema,
  idParamSchema,
} from '@rumo/core';
import { multipartBody, uploadOf } from '../../http/multipart.ts';
import { createDocument, deleteDocument, listDocuments, updateDocument } from './service.ts';

/** Customer and dependent documents; files are served through signed URLs only. */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  const tags = ['documents'];
  // JSON or multipart: authenticate before reading a multipart body, then read it into the body.
  const multipart = {
    preValidation: [
      app.authenticate,
      multipartBody({ numeric: ['customer_id', 'dependent_id'], sizeError: 'validation.documentTooLarge' }),
    ],
  };

  api.get(
    '/customers/documents/shared/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: documentListResponseSchema } } },
    async (request) => listDocuments(request.ctx, request.params.id),
  );

  api.post(
    '/customers/documents',
    { ...multipart, schema: { tags, body: documentCreateSchema, response: { 201: documentSchema } } },
    async (request, reply) => {
      const document = await createDocument(request.ctx, request.body, uploadOf(request));
      return reply.status(201).send(document);
    },
  );

  api.put(
    '/customers/documents/:id',
    {
      ...multipart,
      schema: { tags, params: idParamSchema, body: documentUpdateSchema, response: { 200: documentSchema } },
    },
    async (request) => updateDocument(request.ctx, request.params.id, request.body, uploadOf(request)),
  );

  api.delete(
    '/customers/documents/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteDocument(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
