import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agencyExportSchema,
  customerEraseResponseSchema,
  customerPersonalDataSchema,
  deletionRequestSchema,
  exportIdParamSchema,
  idParamSchema,
} from '@rumo/core';
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
import { auditedRead, recordRead } from './read-audit.ts';

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
    async (request, reply) => reply.status(202).send(await requestExport(request.ctx)),
  );

  api.get(
    '/agencies/accounts/export/:id',
    { ...opts, schema: { tags, params: exportIdParamSchema, response: { 200: agencyExportSchema } } },
    async (request) => getExport(request.ctx, request.params.id),
  );

  api.get(
    '/agencies/accounts/delete-request',
    { ...opts, schema: { tags, response: { 200: deletionRequestSchema } } },
    async (request) => getDeletionRequest(request.ctx),
  );

  api.post(
    '/agencies/accounts/delete-request',
    { ...opts, schema: { tags, response: { 201: deletionRequestSchema } } },
    async (request, reply) => reply.status(201).send(await requestDeletion(request.ctx)),
  );

  api.delete(
    '/agencies/accounts/delete-request',
    { ...opts, schema: { tags, response: { 200: deletionRequestSchema } } },
    async (request) => cancelDeletion(request.ctx),
  );

  api.get(
    '/customers/:id/personal-data',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: customerPersonalDataSchema } } },
    async (request) => customerPersonalData(request.ctx, request.params.id),
  );

  api.post(
    '/customers/:id/erase',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: customerEraseResponseSchema } } },
    async (request) => eraseCustomer(request.ctx, request.params.id),
  );
};

/**
 * An onSend hook on the API scope (this plugin skips encapsulation), so the customers and
 * documents modules stay untouched: a successful GET of a client's details or documents writes
 * one 'view' entry with the client's id.
 */
export const readAuditHooks: FastifyPluginAsync = async (app) => {
  // onSend, not onResponse: the entry is written before the client gets the answer
  app.addHook('onSend', async (request, reply, payload) => {
    const read = auditedRead(request.method, request.routeOptions.url);
    if (!read || reply.statusCode !== 200 || !request.context) return payload;
    await recordRead(request.ctx, read, (request.params as { id?: string } | undefined)?.id);
    return payload;
  });
};
// the hook must reach the routes of sibling modules in the /api/v1 scope
(readAuditHooks as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
