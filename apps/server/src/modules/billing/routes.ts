import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionResponseSchema,
  cancelSubscriptionSchema,
  stripeCustomerResponseSchema,
  stripeInformationSchema,
  subscriptionMethodResponseSchema,
  subscriptionMethodSchema,
} from '@rumo/core';
import { systemContext } from '../../platform/context/context.ts';
import { z } from 'zod';
import { cancelSubscription, checkOverdueInvoices, ensureStripeCustomer, expireTrials, openBillingPortal, plansOffer, startSubscription, stripeInformation } from './service.ts';
import { webhookRoutes } from './webhook.ts';

export const TRIAL_EXPIRY_JOB = 'billing.expire-trials';
export const OVERDUE_INVOICES_JOB = 'billing.overdue-invoices';

/** Subscription and card calls: the owner's business (staff get 403). */
export const billingRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: app.authenticate };

  app.jobs.define({ name: TRIAL_EXPIRY_JOB, cron: '5 * * * *', handler: async () => void (await expireTrials(systemContext(app))) });
  app.jobs.define({ name: OVERDUE_INVOICES_JOB, cron: '20 * * * *', handler: async () => void (await checkOverdueInvoices(systemContext(app))) });

  api.get('/payments/plans', { schema: { tags: ['billing'], security: [] } }, async () => plansOffer(app));

  api.post(
    '/agencies/accounts/create-customer-stripe',
    { ...opts, schema: { tags: ['billing'], response: { 200: stripeCustomerResponseSchema } } },
    async (request) => ({ stripe_customer_id: await ensureStripeCustomer(request.ctx) }),
  );

  api.post(
    '/agencies/accounts/subscription_method',
    { ...opts, schema: { tags: ['billing'], body: subscriptionMethodSchema, response: { 200: subscriptionMethodResponseSchema } } },
    async (request) => startSubscription(request.ctx, request.body),
  );

  api.get(
    '/agencies/accounts/stripeInformation',
    { ...opts, schema: { tags: ['billing'], response: { 200: stripeInformationSchema } } },
    async (request) => stripeInformation(request.ctx),
  );

  api.post(
    '/payments/cancel-subscription',
    { ...opts, schema: { tags: ['billing'], body: cancelSubscriptionSchema.optional(), response: { 200: cancelSubscriptionResponseSchema } } },
    async (request) => cancelSubscription(request.ctx),
  );

  api.post(
    '/payments/portal',
    {
      ...opts,
      schema: {
        tags: ['billing'],
        body: z.object({ return_url: z.string().max(2000).optional() }).optional(),
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => openBillingPortal(request.ctx, request.body?.return_url),
  );

  await app.register(webhookRoutes);
};
