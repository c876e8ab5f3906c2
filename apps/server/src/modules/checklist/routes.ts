import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistListQuerySchema,
  checklistPagedResponseSchema,
  checklistSendEmailSchema,
  checklistTaskCreateSchema,
  checklistTaskListResponseSchema,
  checklistTaskSchema,
  checklistTaskUpdateSchema,
  detailResponseSchema,
  idParamSchema,
  standardChecklistCreateSchema,
  standardChecklistResponseSchema,
} from '@rumo/core';
import { pagedResponse } from '../../http/paging.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { sendTaskDigest, TASK_DIGEST_CRON, TASK_DIGEST_JOB, TASK_DIGEST_TZ } from './digest.ts';
import { CHECKLIST_MAIL_JOB, sendChecklistEmail } from './mail.ts';
import { createStandardChecklist } from './standard.ts';
import { createTask, deleteTask, listTasks, listTripTasks, restoreTask, updateTask } from './tasks.ts';

/**
 * Trip checklists (to-dos): everyone in the agency reads and changes the agency's tasks.
 * GET /travels/check-list/{travel}/del is the trip's trash (its deleted tasks); a task comes back
 * with POST /travels/check-list/{id}/restore.
 */
export const checklistRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  // the task modal is opened all day: answered from the read cache until the agency's data changes
  // (an "overdue" filter may lag the clock by up to READ_CACHE_TTL_SECONDS)
  const cached = { preHandler: [app.authenticate, app.cachedRead] };
  const tags = ['checklist'];

  app.jobs.define<MailMessage>({ name: CHECKLIST_MAIL_JOB, handler: (message) => app.mailer.send(message) });
  app.jobs.define<{ agencyId?: number }>({
    name: TASK_DIGEST_JOB,
    cron: TASK_DIGEST_CRON,
    tz: TASK_DIGEST_TZ,
    // one run a day; a retry would send everyone a second digest
    retryLimit: 0,
    handler: async (data) => {
      const { emails } = await sendTaskDigest(app, new Date(), { agencyId: data.agencyId });
      app.log.info({ emails }, 'task digest sent');
    },
  });

  api.post(
    '/travels/check-list',
    { ...opts, schema: { tags, body: checklistTaskCreateSchema, response: { 201: checklistTaskSchema } } },
    async (request, reply) => reply.status(201).send(await createTask(request.ctx, request.body)),
  );

  api.put(
    '/travels/check-list',
    { ...opts, schema: { tags, body: checklistTaskUpdateSchema, response: { 200: checklistTaskSchema } } },
    async (request) => updateTask(request.ctx, request.body),
  );

  api.delete(
    '/travels/check-list/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteTask(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/travels/check-list/:id/restore',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: checklistTaskSchema } } },
    async (request) => restoreTask(request.ctx, request.params.id),
  );

  api.get(
    '/travels/check-list/:id/del',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: checklistTaskListResponseSchema } } },
    async (request) => listTripTasks(request.ctx, request.params.id, true),
  );

  api.get(
    '/travels/check-list/all/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: checklistTaskListResponseSchema } } },
    async (request) => listTripTasks(request.ctx, request.params.id),
  );

  api.get(
    '/travels/check-list-all',
    { ...cached, schema: { tags, querystring: checklistListQuerySchema, response: { 200: checklistPagedResponseSchema } } },
    async (request) => pagedResponse(request, request.query, await listTasks(request.ctx, request.query)),
  );

  api.post(
    '/travels/check-list/standard',
    { ...opts, schema: { tags, body: standardChecklistCreateSchema, response: { 201: standardChecklistResponseSchema } } },
    async (request, reply) => reply.status(201).send(await createStandardChecklist(request.ctx, request.body)),
  );

  api.post(
    '/travels/checklist/send-email',
    { ...opts, schema: { tags, body: checklistSendEmailSchema, response: { 200: detailResponseSchema } } },
    async (request) => sendChecklistEmail(request.ctx, request.body),
  );
};
