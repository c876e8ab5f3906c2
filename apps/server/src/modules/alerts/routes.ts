import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertCreateSchema, alertListResponseSchema, alertSchema, alertUpdateSchema, idParamSchema } from '@rumo/core';
import { whatsappWebhookRoutes } from './whatsapp-webhook.ts';
import { ALERT_SEND_JOB, cancelAlert, createAlert, deliverAlert, listTripAlerts, updateAlert, type AlertJobData } from './service.ts';

/**
 * Alerts to a trip's client by e-mail or WhatsApp, sent now or at a time by the job queue.
 * DELETE cancels; GET /travels/alert/{travel}/del lists the trip's canceled alerts (its trash);
 * PUT with a new time brings a canceled alert back.
 */
export const alertRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };
  const tags = ['alerts'];

  app.jobs.define<AlertJobData>({
    name: ALERT_SEND_JOB,
    handler: (data, job) => deliverAlert(app, data, job),
    expireInSeconds: app.config.alertSendTimeoutSeconds,
  });

  await app.register(whatsappWebhookRoutes);

  api.post(
    '/travels/alert',
    { ...opts, schema: { tags, body: alertCreateSchema, response: { 201: alertSchema } } },
    async (request, reply) => reply.status(201).send(await createAlert(request.ctx, request.body)),
  );

  api.put(
    '/travels/alert',
    { ...opts, schema: { tags, body: alertUpdateSchema, response: { 200: alertSchema } } },
    async (request) => updateAlert(request.ctx, request.body),
  );

  api.delete(
    '/travels/alert/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await cancelAlert(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/travels/alert/:id/del',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: alertListResponseSchema } } },
    async (request) => listTripAlerts(request.ctx, request.params.id, true),
  );

  api.get(
    '/travels/alert/all/:id',
    { ...opts, schema: { tags, params: idParamSchema, response: { 200: alertListResponseSchema } } },
    async (request) => listTripAlerts(request.ctx, request.params.id),
  );
};
