import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agencyExportSchema,
  customerEraseResponseSchema,
  customerPersonalDataSchema,
  deletionRequestSchema,
  exportIdParamSchema,
  idParamSchema,
  type Locale,
} from '@rumo/core';
import { requireAgency, requireOwner } from '../../platform/auth/guard.ts';
import {
  cancelDeletion,
  customerPersonalData,
  DELETION_JOB,
  DELETION_SWEEP_JOB,
  EXPORT_JOB,
  eraseCustomer,
  getDeletionRequest,
  getExport,
  requestDeletion,
  requestExport,
  runDeletion,
  runExport,
  sweepDeletions,
  type DeletionJob,
  type ExportJob,
} from './service.ts';
import { readAuditHooks } from './read-audit.ts';

/** LGPD: the agency's data export, account deletion, and one client's data export and erasure. */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  const tags = ['privacy'];

  app.jobs.define<ExportJob>({ name: EXPORT_JOB, handler: (data) => runExport(app, data), retryLimit: 2 });
  app.jobs.define<DeletionJob>({ name: DELETION_JOB, handler: async (data) => void (await runDeletion(app, data)) });
  app.jobs.define<object>({ name: DELETION_SWEEP_JOB, handler: () => sweepDeletions(app), cron: '30 3 * * *', tz: 'America/Sao_Paulo' });

  api.post(
    '/agencies/accounts/export',
    { ...opts, schema: { tags, response: { 202: agencyExportSchema } } },
    async (request, reply) => {
      const auth = requireOwner(request);
      return reply.status(202).send(await requestExport(app, request, auth.agencyId, auth.userId));
    },
  );

  api.get(
    '/agencies/accounts/export/:id',
    { ...opts, schema: { tags, params: exportIdParamSchema, response: { 200: agencyExportSchema } } },
    async (request) => getExport(app, request.locale as Locale, requireOwner(request).agencyId, request.params.id),
  );

  api.get(
    '/agencies/accounts/delete-request',
    { ...opts, schema: { tags, response: { 200: deletionRequestSchema } } },
    async (request) => getDeletionRequest(app, request.locale as Locale, requireOwner(request).agencyId),
  );

  api.post(
    '/agencies/accounts/delete-request',
    { ...opts, schema: { tags, response: { 201: deletionRequestSchema } } },
    async (request, reply) => {
      const auth = requireOwner(request);
      return reply.status(201).send(await requestDeletion(app, request, auth.agencyId, auth.userId));
    },
  );

  api.delete(
    '/agencies/accounts/delete-request',
    { ...opts, schema: { tags, response: { 200: deletionRequestSchema } } },
    async (request) => {
      const auth = requireOwner(request);
      return cancelDeletion(app, request, auth.agencyId, auth.userId);
    },
  );

  api.get(
    '/customers/:id/personal-data',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: customerPersonalDataSchema } } },
    async (request) => {
      const auth = requireAgency(request);
      return customerPersonalData(app, request, auth.agencyId, auth.userId, request.params.id);
    },
  );

  api.post(
    '/customers/:id/erase',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: customerEraseResponseSchema } } },
    async (request) => {
      const auth = requireAgency(request);
      return eraseCustomer(app, request, auth.agencyId, auth.userId, request.params.id);
    },
  );
};

export { readAuditHooks };
