import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogResponseSchema } from '@rumo/core';
import { pagedResponse } from '../../http/paging.ts';
import { listAuditLog } from './service.ts';

/** Who saw, changed or exported personal data: the owner's view of the audit log. */
export const auditLogRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/agencies/accounts/audit-log',
    {
      preHandler: app.authenticate,
      schema: { tags: ['privacy'], querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } },
    },
    async (request) => pagedResponse(request, request.query, await listAuditLog(request.ctx, request.query)),
  );
};
